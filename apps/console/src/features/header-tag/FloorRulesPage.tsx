import { type FloorRule, floorRuleEndpoints } from '@adconsole/api';
import { Button, Inline, PlusIcon } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { useTableSearch } from '../../routes/useTableParams.ts';

// Floor rules (Prebid's floors module, DOMAIN §7): /header-tag/floor-rules (?headerTagId) and a
// tag's floor-rule tab; a rule's fields, its values one per line (`banner|300x250 = 1.20`), its
// default and enforcement, and the bidders left out of floors. The tag serves its first active rule.

const ruleList = defineList({
  params: { searchQuery: textParam({ filter: 'headerTag.floorRules.filters.search' }) },
  sort: { fields: ['name', 'updatedAt'] as const, field: 'name', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

export function FloorRulesList({
  headerTagId,
  embedded = false,
}: {
  headerTagId?: number;
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useList({
    definition: ruleList,
    listKey: 'header-tag-floor-rules',
    calls: floorRuleEndpoints,
    query: (query) => (headerTagId ? { ...query, headerTagId } : query),
  });
  const base =
    embedded && headerTagId
      ? `/header-tag/tags/${headerTagId}/floor-rule`
      : '/header-tag/floor-rules';
  const columns = useMemo(() => {
    const column = recordColumns<FloorRule>(t, 'headerTag.floorRules');
    return [
      column.name('name'),
      column.text('headerTagName'),
      column.text('fields', (fields) =>
        fields.map((field) => t(`headerTag.floorFields.${field}`)).join(' | '),
      ),
      column.text('values', (values) => String(values.length)),
      column.status(),
    ];
  }, [t]);
  const create =
    headerTagId && !embedded ? `${base}/create?headerTagId=${headerTagId}` : `${base}/create`;
  return (
    <ListView
      embedded={embedded}
      {...(embedded ? { label: t('routes.tab.floor-rule') } : {})}
      list={list}
      columns={columns}
      getRowHref={(rule) => `${base}/edit/${rule.id}`}
      actions={
        <Inline space="small">
          <Button icon={<PlusIcon />} onPress={() => void navigate({ href: create })}>
            {t('headerTag.floorRules.actions.create')}
          </Button>
        </Inline>
      }
    />
  );
}

/** /header-tag/floor-rules (?headerTagId) */
export function FloorRulesPage() {
  const { headerTagId } = useTableSearch<'headerTag.floorRules'>();
  const id = Number(headerTagId);
  return <FloorRulesList {...(Number.isInteger(id) && id > 0 ? { headerTagId: id } : {})} />;
}
