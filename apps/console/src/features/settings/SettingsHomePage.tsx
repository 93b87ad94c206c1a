import { Card, Link, PageLayout, Stack, Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';
import { opensBuiltScreen } from '../shell/navigation.ts';

/**
 * /settings (issue 40): every settings page this user may open, in the route table's order.
 * It was a redirect to the first of them (the data import for an administrator), so the
 * "Settings" crumb of every settings page led back to the data import and the medium settings
 * (TV, radio, print) were linked from nowhere. The pages' crumbs now lead up to here.
 */
export function SettingsHomePage() {
  const { t } = useTranslation();
  const { title, area } = usePageHeading();
  const { roles } = useSignedInContext();
  const pages = (area?.children ?? []).flatMap((node) => {
    if (node.path === '/' || !node.title || node.path.includes('$')) return [];
    const href = `/${area?.path}/${node.path}`;
    return area && opensBuiltScreen([{ ...area, purpose: '' }], href, roles)
      ? [{ href, title: t(node.title) }]
      : [];
  });
  return (
    <PageLayout title={title}>
      <Stack space="large">
        {area?.purpose && <Text>{t(area.purpose)}</Text>}
        <Card>
          <Stack as="ul" space="small" aria-label={t('shell.sections')}>
            {pages.map((page) => (
              <li key={page.href}>
                <Link href={page.href}>{page.title}</Link>
              </li>
            ))}
          </Stack>
        </Card>
      </Stack>
    </PageLayout>
  );
}
