import {
  BIDDER_CODES,
  BIDDER_MODES,
  type BidderConfig,
  type BidderConfigWrite,
  bidderConfigEndpoints,
} from '@adconsole/api';
import { FormNumberField, FormSwitch, requiredChoice } from '@adconsole/forms';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';

// The bidder configurations' create and edit pages, a module apart from the list
// (BiddersPage.tsx), so the list loads no form kit (issue 36).
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
