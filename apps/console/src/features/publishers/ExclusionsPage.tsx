import { type Exclusion, type ExclusionKind, publisherPortalEndpoints } from '@adconsole/api';
import { Button, ConfirmDialog, createDataTableColumns, lazyPart, useToast } from '@adconsole/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { call, invalidatePath } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { useList } from '../../kit/useList.ts';

// /publishers/exclusions/excluded-campaigns and excluded-customers (spec 1 §2.12; DOMAIN §6:
// "two lists plus an add action"): what the publisher refuses on its websites. A campaign is
// chosen among those on its sites, a customer among the accounts of the houses that sell them;
// a house's booking of either on one of its sites is then refused by the server. Taking an
// exclusion back asks first.

// The add dialog (its combobox and form) loads when first opened, not with the list.
const exclusionDialog = lazyPart(() =>
  import('./ExclusionDialog.tsx').then((module) => module.ExclusionDialog),
);

const exclusionList = defineList({
  params: { search: textParam({ filter: 'publishers.exclusions.filters.search' }) },
  sort: { fields: ['createdAt', 'name'] as const, field: 'createdAt', order: 'DESC' },
  pageSizes: [25, 50, 100],
});

/** Takes an exclusion back after asking. */
function TakeBackButton({ exclusion, texts }: { exclusion: Exclusion; texts: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () =>
      call(publisherPortalEndpoints.deleteExclusion, { params: { id: exclusion.id } }),
    onSuccess: () => {
      setOpen(false);
      toast({
        title: t(`${texts}.toast.removed`, { name: exclusion.targetName }),
        tone: 'positive',
      });
      return invalidatePath(queryClient, publisherPortalEndpoints.exclusions.path);
    },
  });
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        aria-label={t(`${texts}.actions.removeNamed`, { name: exclusion.targetName })}
        onPress={() => setOpen(true)}
      >
        {t(`${texts}.actions.remove`)}
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t(`${texts}.confirm.title`, { name: exclusion.targetName })}
        text={t(`${texts}.confirm.description`)}
        confirmLabel={t(`${texts}.actions.remove`)}
        tone="critical"
        onConfirm={() => remove.mutateAsync()}
      />
    </>
  );
}

/** /publishers/exclusions/excluded-campaigns. */
export function ExcludedCampaignsPage() {
  return <Exclusions kind="CAMPAIGN" />;
}

/** /publishers/exclusions/excluded-customers. */
export function ExcludedCustomersPage() {
  return <Exclusions kind="CUSTOMER" />;
}

/** The excluded campaigns or customers, with the add and take-back actions. */
function Exclusions({ kind }: { kind: ExclusionKind }) {
  const { t } = useTranslation();
  const texts = `publishers.exclusions.${kind === 'CAMPAIGN' ? 'campaigns' : 'customers'}`;
  const [adding, setAdding] = useState(false);
  const list = useList({
    definition: exclusionList,
    listKey: `publishers-excluded-${kind === 'CAMPAIGN' ? 'campaigns' : 'customers'}`,
    calls: { list: publisherPortalEndpoints.exclusions },
    query: (query: Record<string, unknown>) => ({ ...query, kind }),
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<Exclusion>();
    return [
      column.accessor('targetName', {
        id: 'name',
        header: t(`${texts}.columns.name`),
        meta: { kind: 'name' },
      }),
      column.accessor((row) => row.detail ?? '', {
        id: 'detail',
        header: t(`${texts}.columns.detail`),
      }),
      column.accessor('sellerName', { id: 'sellerName', header: t(`${texts}.columns.sellerName`) }),
      column.accessor((row) => row.reason ?? '', {
        id: 'reason',
        header: t(`${texts}.columns.reason`),
      }),
      dateTimeColumn(column, 'createdAt', t(`${texts}.columns.createdAt`)),
      column.display({
        id: 'actions',
        header: t(`${texts}.columns.actions`),
        cell: ({ row: { original } }) => <TakeBackButton exclusion={original} texts={texts} />,
        meta: { kind: 'actions' },
      }),
    ];
  }, [t, texts]);
  return (
    <>
      <ListView
        list={list}
        columns={columns}
        description={t(`${texts}.description`)}
        actions={<Button onPress={() => setAdding(true)}>{t(`${texts}.actions.create`)}</Button>}
      />
      {adding && (
        <OnDemandDialog
          part={exclusionDialog}
          props={{ kind, texts, onClose: () => setAdding(false) }}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}
