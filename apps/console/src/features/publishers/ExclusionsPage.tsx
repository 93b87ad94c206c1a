import {
  EXCLUSION_REASON_MAX,
  type Exclusion,
  type ExclusionKind,
  publisherPortalEndpoints,
} from '@adconsole/api';
import {
  FormCombobox,
  maxLengthText,
  optionalText,
  optionSchema,
  requiredChoice,
} from '@adconsole/forms';
import { Button, ConfirmDialog, createDataTableColumns, useToast } from '@adconsole/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { call, invalidatePath } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { accountOption, defineLookup, idOption } from '../../kit/lookups.ts';
import { RecordDialog } from '../../kit/RecordDialog.tsx';
import { useList } from '../../kit/useList.ts';

// /publishers/exclusions/excluded-campaigns and excluded-customers (spec 1 §2.12; DOMAIN §6:
// "two lists plus an add action"): what the publisher refuses on its websites. A campaign is
// chosen among those on its sites, a customer among the accounts of the houses that sell them;
// a house's booking of either on one of its sites is then refused by the server. Taking an
// exclusion back asks first.

const exclusionList = defineList({
  params: { search: textParam({ filter: 'publishers.exclusions.filters.search' }) },
  sort: { fields: ['createdAt', 'name'] as const, field: 'createdAt', order: 'DESC' },
  pageSizes: [25, 50, 100],
});

const loadCampaigns = defineLookup({
  endpoint: publisherPortalEndpoints.campaigns,
  text: 'search',
  query: { sort: 'name', order: 'ASC' },
  option: (campaign) => ({
    ...idOption(campaign.id, campaign.name),
    description: campaign.advertiserName,
  }),
});
const loadCustomers = defineLookup({
  endpoint: publisherPortalEndpoints.exclusionCustomers,
  text: 'search',
  option: (customer) => ({
    ...accountOption(customer),
    description: [customer.city, customer.sellerName].filter(Boolean).join(' · '),
  }),
});

const exclusionForm = z.object({
  targetId: requiredChoice(optionSchema),
  reason: z.pipe(optionalText(), maxLengthText(EXCLUSION_REASON_MAX)),
});
type ExclusionValues = z.output<typeof exclusionForm>;

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
  const toast = useToast();
  const queryClient = useQueryClient();
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
  const save = async (values: ExclusionValues) => {
    const created = await call(publisherPortalEndpoints.createExclusion, {
      body: { kind, targetId: Number(values.targetId.id), reason: values.reason ?? null },
    });
    setAdding(false);
    toast({ title: t(`${texts}.toast.created`, { name: created.targetName }), tone: 'positive' });
    await invalidatePath(queryClient, publisherPortalEndpoints.exclusions.path);
    return { id: created.id, name: created.targetName };
  };
  return (
    <>
      <ListView
        list={list}
        columns={columns}
        description={t(`${texts}.description`)}
        actions={<Button onPress={() => setAdding(true)}>{t(`${texts}.actions.create`)}</Button>}
      />
      {adding && (
        <RecordDialog<{ id: number; name: string }, ExclusionValues>
          editing={{
            texts,
            form: {
              schema: exclusionForm,
              defaults: () => ({ targetId: null, reason: '' }),
              fields: [
                {
                  kind: 'field',
                  name: 'targetId',
                  component: FormCombobox,
                  isRequired: true,
                  props: {
                    loadOptions: kind === 'CAMPAIGN' ? loadCampaigns : loadCustomers,
                    debounceMs: 300,
                  },
                },
                { kind: 'textarea', name: 'reason', maxLength: EXCLUSION_REASON_MAX },
              ],
            },
            editing: undefined,
            save,
            closeDialog: () => setAdding(false),
          }}
        />
      )}
    </>
  );
}
