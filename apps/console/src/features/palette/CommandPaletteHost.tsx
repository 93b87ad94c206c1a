import {
  campaignEndpoints,
  crmAccountEndpoints,
  crmContactEndpoints,
  promotionEndpoints,
  type Role,
  taskEndpoints,
} from '@adconsole/api';
import { CommandPalette, type CommandPaletteItem, type CommandPaletteSection } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { usePageActionList } from '../../kit/pageActions.ts';
import { areas, chainAllows, matchTable } from '../../routes/table/index.ts';
import { tablePages } from '../../routes/table/pages.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';
import { readRecent, rememberRecent } from './recent.ts';

/** Records are searched from this many characters on, this long after the last key. */
const SEARCH_FROM = 2;
const SEARCH_DELAY_MS = 250;
/** At most this many records of each kind: the palette is for going somewhere, not a list. */
const RECORDS_PER_KIND = 5;
const SCREENS_SHOWN = 8;

const mayOpen = (path: string, roles: ReadonlySet<Role>) => {
  const match = matchTable(areas, path);
  return match !== undefined && chainAllows(match, roles);
};

/** Every screen the user may open without naming a record: its title and where it is. */
function useScreens(t: TFunction, roles: ReadonlySet<Role>) {
  return useMemo(
    () =>
      tablePages(areas)
        .filter((page) => !page.path.includes('$') && mayOpen(page.path, roles))
        .flatMap((page) => {
          const titles = page.chain.flatMap((node) => (node.title ? [t(node.title)] : []));
          const label = titles.at(-1);
          if (!label) return [];
          return [
            { id: page.path, label, description: titles.slice(0, -1).join(' › '), href: page.path },
          ];
        }),
    [t, roles],
  );
}

const matches = (text: string, words: readonly string[]) => {
  const lower = text.toLocaleLowerCase();
  return words.every((word) => lower.includes(word));
};

/** The text typed, once the user paused. */
function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** A kind of record found by its list's own search (scoped as that list), as palette items. */
function recordItems<Row extends { id: number; name: string }>(
  rows: readonly Row[] | undefined,
  describe: (row: Row) => string | null | undefined,
  href: (row: Row) => string,
): CommandPaletteItem[] {
  return (rows ?? []).map((row) => ({
    id: String(row.id),
    label: row.name,
    description: describe(row) ?? undefined,
    href: href(row),
  }));
}

/** The palette's contents and what choosing an item does (issue 46). */
export function CommandPaletteHost({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const { user, roles } = useSignedInContext();
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const words = input.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const settled = useSettled(input.trim());
  const search = settled.length >= SEARCH_FROM ? settled : '';
  const screens = useScreens(t, roles);
  const may = (path: string) => mayOpen(path, roles);

  // Each list's own call and search parameter, a few rows, only for whoever may open the list.
  const page = { page: 0, limit: RECORDS_PER_KIND } as const;
  const options = (path: string) => ({ enabled: search !== '' && may(path), staleTime: 30_000 });
  const accounts = useEndpoint(
    crmAccountEndpoints.list,
    { query: { search, ...page } },
    options('/crm/accounts'),
  );
  const contacts = useEndpoint(
    crmContactEndpoints.list,
    { query: { search, ...page } },
    options('/crm/contacts'),
  );
  const campaigns = useEndpoint(
    campaignEndpoints.list,
    // Newest first (the s15 stranger met 2024's campaigns on top).
    { query: { searchQuery: search, sort: 'startDate', order: 'DESC', ...page } },
    options('/orders/campaigns/ALL'),
  );
  const tasks = useEndpoint(
    taskEndpoints.list,
    { query: { searchFilter: search, ...page } },
    options('/sales/tasks'),
  );
  const promotions = useEndpoint(
    promotionEndpoints.list,
    { query: { nameFilter: search, ...page } },
    options('/sales/promotions'),
  );
  const found = search === '' ? undefined : { accounts, contacts, campaigns, tasks, promotions };

  /**
   * A kind's records, and when its list holds more than the palette shows, a last item that
   * opens that list with the search filled in (the s16 stranger found no way past the five).
   */
  const withAll = (
    section: string,
    items: readonly CommandPaletteItem[],
    total: number | undefined,
    list: (search: string) => string,
  ): CommandPaletteItem[] => {
    const found = remembered(section, items);
    if (total === undefined || total <= found.length) return found;
    const href = list(encodeURIComponent(search));
    return [
      ...found,
      {
        id: 'all',
        label: t('palette.showAll', { total }),
        onAction: () => void navigate({ href }),
      },
    ];
  };

  const remembered = (section: string, items: readonly CommandPaletteItem[]) =>
    items.map((item) => ({
      ...item,
      href: undefined,
      onAction: () => {
        if (!item.href) return;
        rememberRecent(user.userId, {
          section,
          label: item.label,
          description: item.description,
          href: item.href,
        });
        void navigate({ href: item.href });
      },
    }));

  const pageActions = usePageActionList()
    .filter((action) => matches(`${action.label} ${action.description ?? ''}`, words))
    .map((action) => ({
      id: action.id,
      label: action.label,
      description: action.description,
      onAction: action.run,
    }));
  const recent =
    words.length === 0
      ? readRecent(user.userId).filter((item) => may(item.href.split('?')[0] ?? ''))
      : [];
  const sections: CommandPaletteSection[] = [
    { id: 'actions', title: t('palette.actions'), items: pageActions },
    {
      id: 'recent',
      title: t('palette.recent'),
      items: remembered(
        'recent',
        recent.map((item) => ({ id: item.href, ...item })),
      ),
    },
    {
      id: 'screens',
      title: t('palette.screens'),
      items: remembered(
        'screens',
        (words.length === 0
          ? []
          : screens.filter((screen) => matches(`${screen.label} ${screen.description}`, words))
        ).slice(0, SCREENS_SHOWN),
      ),
    },
    {
      id: 'accounts',
      title: t('routes.accounts'),
      items: withAll(
        'accounts',
        recordItems(
          found?.accounts.data?.items,
          (row) => row.city,
          (row) => `/crm/accounts/${row.id}`,
        ),
        found?.accounts.data?.total,
        (search) => `/crm/accounts?search=${search}`,
      ),
    },
    {
      id: 'contacts',
      title: t('routes.contacts'),
      items: withAll(
        'contacts',
        recordItems(
          found?.contacts.data?.items,
          (row) => row.account?.name,
          (row) => `/crm/contacts/edit/${row.id}`,
        ),
        found?.contacts.data?.total,
        (search) => `/crm/contacts?search=${search}`,
      ),
    },
    {
      id: 'campaigns',
      title: t('routes.campaigns'),
      items: withAll(
        'campaigns',
        recordItems(
          found?.campaigns.data?.items,
          (row) => row.advertiser?.name,
          (row) => `/orders/campaigns/ALL/${row.id}`,
        ),
        found?.campaigns.data?.total,
        (search) => `/orders/campaigns/ALL?searchQuery=${search}`,
      ),
    },
    {
      id: 'tasks',
      title: t('routes.tasks'),
      items: withAll(
        'tasks',
        recordItems(
          found?.tasks.data?.items,
          (row) => row.account?.displayName,
          (row) => `/sales/tasks/details/${row.id}`,
        ),
        found?.tasks.data?.total,
        (search) => `/sales/tasks?search=${search}`,
      ),
    },
    {
      id: 'promotions',
      title: t('routes.promotions'),
      items: withAll(
        'promotions',
        recordItems(
          found?.promotions.data?.items,
          () => undefined,
          (row) => `/sales/promotions/${row.id}`,
        ),
        found?.promotions.data?.total,
        (search) => `/sales/promotions?name=${search}`,
      ),
    },
  ];
  const isLoading =
    (input.trim().length >= SEARCH_FROM && input.trim() !== settled) ||
    Object.values(found ?? {}).some((kind) => kind.isFetching);
  return (
    <CommandPalette
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open) setInput('');
      }}
      inputValue={input}
      onInputChange={setInput}
      sections={sections}
      isLoading={isLoading}
    />
  );
}
