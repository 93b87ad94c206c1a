import { type Breadcrumb, Card, Link, PageLayout, Stack, Text } from '@adconsole/ui';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { chainAllows, matchTable } from '../../routes/table/match.ts';
import type { RouteNode } from '../../routes/table/types.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';

/** A parameter as it reads in a title: a status by its name, anything else as it is. */
function useTitle() {
  const { t } = useTranslation();
  return (node: RouteNode, params: Record<string, string>) => {
    const values = Object.fromEntries(
      Object.entries(params).map(([name, value]) => {
        const rule = node.params?.[name];
        return [name, Array.isArray(rule) ? t(`statuses.${value}`) : value];
      }),
    );
    const [first] = Object.entries(node.params ?? {}).filter(
      ([name]) => params[name] !== undefined,
    );
    const value = first ? values[first[0]] : '';
    return t(node.title ?? '', { ...values, value });
  };
}

/**
 * The frame of a page whose screen is not built yet (issue 7): its title, the way there,
 * and what the area is for. It shows no data: there is none to show until the area's
 * feature lands.
 */
export function AreaPage() {
  const { t } = useTranslation();
  const title = useTitle();
  const matches = useMatches();
  const { roles } = useSignedInContext();
  const crumbs: Breadcrumb[] = [];
  let area: (RouteNode & { purpose?: string }) | undefined;
  let current: RouteNode | undefined;
  let params: Record<string, string> = {};
  for (const match of matches) {
    const { node, area: nodeArea } = match.staticData;
    if (!node?.title || !nodeArea) continue;
    area = nodeArea;
    current = node;
    params = match.params as Record<string, string>;
    const label = title(node, params);
    if (crumbs.at(-1)?.label === label) crumbs.pop();
    crumbs.push({ label, href: match.pathname });
  }
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
    <PageLayout title={current ? title(current, params) : ''} breadcrumbs={crumbs}>
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
