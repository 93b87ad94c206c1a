import { type Endpoint, type Role, satisfiesRoles } from '@adconsole/api';
import { type Breadcrumb, Card, LinkTabs, PageLayout, SelectTabs, Stack } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Access } from '../routes/table/types.ts';
import { useSignedInContext } from '../routes/useSignedInContext.ts';
import { useRouteSearch } from '../routes/useTableParams.ts';
import { recordQuery, useActingCompanyId } from './endpointQuery.ts';
import { QueryPending } from './QueryPending.tsx';
import { type RecordFact, RecordFacts } from './RecordFacts.tsx';
import { recordCrumbs, withListCrumb } from './recordPaths.ts';
import { usePageHeading } from './usePageHeading.ts';

/** A tab of a record page: its label (translated) and its content, rendered while selected. */
export interface RecordTab {
  id: string;
  label: string;
  render: () => ReactNode;
  /**
   * Stays rendered (hidden) while another tab is selected, e.g. a tab with a form whose draft
   * must survive a look at the next tab; other tabs render only while selected.
   */
  keepMounted?: boolean;
  /**
   * Who may use the tab: the same rule a route has (the route table's `Access`). A tab the
   * user's roles do not open is not shown and its calls are not made, so the spec's "a 403
   * answer navigates to /403" fires only for what the user was offered.
   */
  access?: Access;
}

/** Does a part of a record page (a tab, a panel) open for these roles? */
export const partOpens = (roles: ReadonlySet<Role>, part: { access?: Access | undefined }) =>
  !part.access || satisfiesRoles(roles, part.access);

export interface RecordPageProps<Item> {
  /** The record's get call (`resourceEndpoints` gives it) and its id. */
  calls: { get: Endpoint };
  id: number;
  /** The page's title for the record; its `name` by default. */
  title?: (record: Item) => string;
  /** The main facts, in a card above the tabs; empty values are left out. */
  facts?: (record: Item) => readonly RecordFact[];
  /** Actions beside the title (Edit, New order…). */
  actions?: (record: Item) => ReactNode;
  /**
   * The record's tabs; the selected one is the URL's `tab` (spec 1 §2.13), else the first. Tabs
   * whose `access` the user's roles do not meet are left out.
   */
  tabs?: (record: Item) => readonly RecordTab[];
  /**
   * Tabs that are routes of the route table (`/admin/companies/7/websites`): the selected one
   * and each tab's path. Without it the tabs live in the `tab` query parameter.
   */
  tabRoutes?: { selected: string; hrefFor: (id: string) => string };
  /** The content when the record has no tabs. */
  children?: (record: Item) => ReactNode;
  /**
   * The i18n key of the title of the error page a record that fails to load shows (the
   * failure's message beneath it) instead of the error block under the record's
   * title: spec 3 §8 "Failure loading the promotion context: an error page with the error
   * message".
   */
  failurePage?: string;
  /**
   * The list the record belongs to, as a crumb before the record's own, where the route table
   * has none (an invoice's page is `/finances/invoice/7`, beside its list: "Finanzen › Rechnungen
   * › RE-2026-000042", issue 38).
   */
  listCrumb?: Breadcrumb;
}

/**
 * A record's own page: its name as the title (and last crumb), its facts, its actions and its
 * tabs, each tab's list keeping its own state. While the record loads a loader shows; a failure
 * shows the error block with Retry (a 404 goes to the not-found page, as every call's does).
 */
export function RecordPage<Item extends { name: string }>({
  calls,
  id,
  title = (record) => record.name,
  facts,
  actions,
  tabs,
  tabRoutes,
  children,
  failurePage,
  listCrumb,
}: RecordPageProps<Item>) {
  const { t } = useTranslation();
  const companyId = useActingCompanyId();
  const shown = usePageHeading();
  const heading = listCrumb ? { ...shown, crumbs: withListCrumb(shown.crumbs, listCrumb) } : shown;
  const record = useQuery(recordQuery<Item>(calls.get, id, companyId));
  const search = useRouteSearch();
  const navigate = useNavigate();
  const { roles } = useSignedInContext();
  const item = record.data as Item | undefined;
  if (!item) {
    return (
      <PageLayout
        title={failurePage && record.isError ? t(failurePage) : heading.title}
        breadcrumbs={heading.crumbs}
      >
        <QueryPending query={record} />
      </PageLayout>
    );
  }
  const name = title(item);
  const shownTabs = (tabs?.(item) ?? []).filter((tab) => partOpens(roles, tab));
  const selected = tabRoutes
    ? tabRoutes.selected
    : (shownTabs.find((tab) => tab.id === search.tab) ?? shownTabs[0])?.id;
  const selectedTab = shownTabs.find((tab) => tab.id === selected);
  const shownFacts = facts?.(item);
  const body = (
    <Stack space="xlarge">
      {shownFacts && shownFacts.length > 0 && (
        <Card as="section">
          <RecordFacts facts={shownFacts} label={t('kit.record.facts')} />
        </Card>
      )}
      {children?.(item)}
    </Stack>
  );
  let tabsPart: ReactNode;
  if (shownTabs.length > 0 && tabRoutes) {
    tabsPart = (
      <LinkTabs
        aria-label={t('kit.record.tabs', { name })}
        tabs={shownTabs.map(({ id: tabId, label }) => ({ id: tabId, label }))}
        selectedId={tabRoutes.selected}
        hrefFor={tabRoutes.hrefFor}
      >
        {selectedTab?.render()}
      </LinkTabs>
    );
  } else if (shownTabs.length > 0 && selected !== undefined) {
    // The tabs that do not fit (a phone's width) go into the strip's "More" menu (issue 33).
    tabsPart = (
      <SelectTabs
        aria-label={t('kit.record.tabs', { name })}
        tabs={shownTabs.map(({ id: tabId, label }) => ({ id: tabId, label }))}
        selectedId={selected}
        onSelectionChange={(tabId) =>
          // A tab starts from its own lists' remembered state: the other tab's parameters go.
          void navigate({ to: '.', search: { tab: tabId }, replace: true })
        }
      >
        {/* Kept-mounted tabs stay in the same place, hidden while another tab shows. */}
        {shownTabs.map(
          (tab) =>
            (tab.keepMounted || tab.id === selected) && (
              <div key={tab.id} hidden={tab.id !== selected}>
                {tab.render()}
              </div>
            ),
        )}
      </SelectTabs>
    );
  }
  return (
    <PageLayout
      title={name}
      breadcrumbs={recordCrumbs(heading.crumbs, id, name)}
      actions={actions?.(item)}
    >
      <Stack space="xlarge">
        {body}
        {tabsPart}
      </Stack>
    </PageLayout>
  );
}
