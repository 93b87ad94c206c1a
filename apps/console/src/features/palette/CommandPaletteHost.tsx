import {
  campaignEndpoints,
  crmAccountEndpoints,
  crmContactEndpoints,
  type Endpoint,
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

interface Found {
  items?: readonly { id: number; name: string }[];
}

/** One kind of record found by the server's own search of its list (scoped as that list). */
function useRecords<Row extends { id: number; name: string }>(
  endpoint: Endpoint,
  query: Record<string, unknown>,
  enabled: boolean,
  describe: (row: Row) => string | undefined,
  href: (row: Row) => string,
) {
  const found = useEndpoint(
    endpoint,
    { query: { ...query, page: 0, limit: RECORDS_PER_KIND } } as never,
    { enabled, staleTime: 30_000 },
  );
  const rows = enabled
    ? ((found.data as Found | undefined)?.items as Row[] | undefined)
    : undefined;
  return {
    isLoading: enabled && found.isFetching,
    items: (rows ?? []).map(
      (row): CommandPaletteItem => ({
        id: String(row.id),
        label: row.name,
        description: describe(row),
        href: href(row),
      }),
    ),
  };
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

  const accounts = useRecords<{ id: number; name: string; city?: string | null }>(
    crmAccountEndpoints.list,
    { search },
    search !== '' && may('/crm/accounts'),
    (row) => row.city ?? undefined,
    (row) => `/crm/accounts/${row.id}`,
  );
  const contacts = useRecords<{ id: number; name: string; account?: { name: string } | null }>(
    crmContactEndpoints.list,
    { search },
    search !== '' && may('/crm/contacts'),
    (row) => row.account?.name,
    (row) => `/crm/contacts/edit/${row.id}`,
  );
  const campaigns = useRecords<{ id: number; name: string; advertiser?: { name: string } | null }>(
    campaignEndpoints.list,
    { searchQuery: search },
    search !== '' && may('/orders/campaigns/ALL'),
    (row) => row.advertiser?.name,
    (row) => `/orders/campaigns/ALL/${row.id}`,
  );
  const tasks = useRecords<{ id: number; name: string; account?: { name: string } | null }>(
    taskEndpoints.list,
    { searchFilter: search },
    search !== '' && may('/sales/tasks'),
    (row) => row.account?.name,
    (row) => `/sales/tasks/details/${row.id}`,
  );
  const promotions = useRecords<{ id: number; name: string }>(
    promotionEndpoints.list,
    { nameFilter: search },
    search !== '' && may('/sales/promotions'),
    () => undefined,
    (row) => `/sales/promotions/${row.id}`,
  );

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
    { id: 'accounts', title: t('routes.accounts'), items: remembered('accounts', accounts.items) },
    { id: 'contacts', title: t('routes.contacts'), items: remembered('contacts', contacts.items) },
    {
      id: 'campaigns',
      title: t('routes.campaigns'),
      items: remembered('campaigns', campaigns.items),
    },
    { id: 'tasks', title: t('routes.tasks'), items: remembered('tasks', tasks.items) },
    {
      id: 'promotions',
      title: t('routes.promotions'),
      items: remembered('promotions', promotions.items),
    },
  ];
  const isLoading =
    (input.trim().length >= SEARCH_FROM && input.trim() !== settled) ||
    [accounts, contacts, campaigns, tasks, promotions].some((kind) => kind.isLoading);
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
