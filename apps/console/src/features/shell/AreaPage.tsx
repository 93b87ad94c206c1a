import { Card, Link, PageLayout, Stack, Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { chainAllows, matchTable } from '../../routes/table/match.ts';
import type { RouteNode } from '../../routes/table/types.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';

/**
 * The frame of a page whose screen is not built yet (issue 7): its title, the way there,
 * and what the area is for. It shows no data: there is none to show until the area's
 * feature lands.
 */
export function AreaPage() {
  const { t } = useTranslation();
  const { title, crumbs, area, current } = usePageHeading();
  const { roles } = useSignedInContext();
  // The sections of an area's own page (e.g. /sales) that this user may open.
  const sections =
    area && current && area.children?.includes(current) && current.path === '/'
      ? (area.children ?? []).filter((node) => {
          if (node.path === '/' || !node.title || node.path.includes('$')) return false;
          const match = matchTable([area as RouteNode], `/${area?.path}/${node.path}`);
          return match !== undefined && chainAllows(match, roles);
        })
      : [];
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="large">
        {area?.purpose && <Text>{t(area.purpose)}</Text>}
        {sections.length > 0 && (
          <Card>
            <Stack as="ul" space="small" aria-label={t('shell.sections')}>
              {sections.map((node) => (
                <li key={node.path}>
                  <Link href={`/${area?.path}/${node.path}`}>{t(node.title ?? '')}</Link>
                </li>
              ))}
            </Stack>
          </Card>
        )}
        <Text tone="muted">{t('shell.areaPending')}</Text>
      </Stack>
    </PageLayout>
  );
}
