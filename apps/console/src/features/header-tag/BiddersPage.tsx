import {
  BIDDER_CODES,
  BIDDER_MODES,
  type BidderConfig,
  type BidderConfigWrite,
  bidderConfigEndpoints,
} from '@adconsole/api';
import { FormNumberField, FormSwitch, requiredChoice } from '@adconsole/forms';
import type { Language } from '@adconsole/i18n';
import { Button, Inline, PlusIcon } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useList } from '../../kit/useList.ts';
import { useTableParams } from '../../routes/useTableParams.ts';

// /header-tag/bidders-configs: the company's bidders (an adapter, under its alias), their mode,
// CPM adjustment and storage; the placements give each its params.

const bidderList = defineList({
  params: { searchQuery: textParam({ filter: 'headerTag.bidders.filters.search' }) },
  sort: { fields: ['name', 'updatedAt'] as const, field: 'name', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

export function BiddersPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const list = useList({
    definition: bidderList,
    listKey: 'header-tag-bidders',
    calls: bidderConfigEndpoints,
  });
  const columns = useMemo(() => {
    const column = recordColumns<BidderConfig>(t, 'headerTag.bidders');
    return [
      column.name('name'),
      column.text('bidderCode'),
      column.text('mode', (mode) => t(`headerTag.modes.${mode}`)),
      column.percent('cpmAdjustmentPercent', language),
      column.number('placementCount', language),
      column.status(),
    ];
  }, [t, language]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(bidder) => `/header-tag/bidders-configs/edit/${bidder.id}`}
      actions={
        <Inline space="small">
          <Button
            icon={<PlusIcon />}
            onPress={() => void navigate({ href: '/header-tag/bidders-configs/create' })}
          >
            {t('headerTag.bidders.actions.create')}
          </Button>
        </Inline>
      }
    />
  );
}

const bidderForm = z.object({
  bidderCode: requiredChoice(z.string()),
  alias: z.string().check(z.maxLength(40), z.regex(/^([A-Za-z][A-Za-z0-9_-]*)?$/)),
  mode: requiredChoice(z.string()),
  cpmAdjustmentPercent: requiredChoice(z.number()),
  storageAllowed: z.boolean(),
  userSync: z.boolean(),
  active: z.boolean(),
});

function BidderForm({ id }: { id?: number }) {
  const { t } = useTranslation();
  return (
    <RecordFormPage
      calls={bidderConfigEndpoints}
      id={id}
      texts="headerTag.bidders"
      form={{
        schema: bidderForm,
        defaults: (bidder: BidderConfig | undefined) => ({
          bidderCode: bidder?.bidderCode ?? 'appnexus',
          alias: bidder?.alias ?? '',
          mode: bidder?.mode ?? 'CLIENT',
          cpmAdjustmentPercent: bidder?.cpmAdjustmentPercent ?? 0,
          storageAllowed: bidder?.storageAllowed ?? true,
          userSync: bidder?.userSync ?? true,
          active: bidder?.active ?? true,
        }),
        toWrite: (values, bidder): BidderConfigWrite => ({
          bidderCode: values.bidderCode,
          alias: values.alias.trim() || null,
          mode: values.mode as BidderConfigWrite['mode'],
          cpmAdjustmentPercent: values.cpmAdjustmentPercent ?? 0,
          storageAllowed: values.storageAllowed,
          userSync: values.userSync,
          gvlId: bidder?.gvlId ?? null,
          active: values.active,
        }),
        fields: [
          {
            kind: 'select',
            name: 'bidderCode',
            isRequired: true,
            options: BIDDER_CODES.map((code) => ({ id: code, label: code })),
          },
          { kind: 'text', name: 'alias', maxLength: 40, hint: true },
          {
            kind: 'select',
            name: 'mode',
            isRequired: true,
            options: BIDDER_MODES.map((mode) => ({
              id: mode,
              label: t(`headerTag.modes.${mode}`),
            })),
          },
          {
            kind: 'field',
            name: 'cpmAdjustmentPercent',
            component: FormNumberField,
            isRequired: true,
            hint: true,
            props: { minValue: -50, maxValue: 50, formatOptions: { maximumFractionDigits: 2 } },
          },
          { kind: 'field', name: 'storageAllowed', component: FormSwitch },
          { kind: 'field', name: 'userSync', component: FormSwitch },
          { kind: 'field', name: 'active', component: FormSwitch },
        ],
      }}
      savedTo={() => '/header-tag/bidders-configs'}
      cancelTo="/header-tag/bidders-configs"
    />
  );
}

/** /header-tag/bidders-configs/create */
export function BidderCreatePage() {
  return <BidderForm />;
}

/** /header-tag/bidders-configs/edit/{bidderId} */
export function BidderEditPage() {
  const { bidderId } = useTableParams<'headerTag.bidderEdit'>();
  return <BidderForm id={bidderId} />;
}
