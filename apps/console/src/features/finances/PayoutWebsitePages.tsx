import {
  type PayoutWebsite,
  type PayoutWebsiteWrite,
  payoutConfigEndpoints,
  payoutEndpoints,
  payoutWebsiteEndpoints,
} from '@adconsole/api';
import { FormSwitch, requiredChoice } from '@adconsole/forms';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';

// /finances/payouts/websites (spec 1 §2.11; issue 39): the websites each payout config pays. A
// website is paid under one config of the publisher; only the publisher's own websites (once
// per domain, as its revenue is counted) can be chosen. A new one can start from a copy.

const TEXTS = 'payoutWebsites';
const LIST = '/finances/payouts/websites';

const websiteForm = z.object({
  configId: requiredChoice(z.string()),
  websiteId: requiredChoice(z.string()),
  active: z.boolean(),
});
type WebsiteValues = z.output<typeof websiteForm>;

function usePayoutWebsiteForm() {
  const configs = useEndpoint(payoutConfigEndpoints.list, {
    query: { includeInactive: true, limit: 100 },
  });
  const sites = useEndpoint(payoutEndpoints.websiteOptions, {});
  return {
    schema: websiteForm,
    defaults: (website?: PayoutWebsite) => ({
      configId: website ? String(website.configId) : '',
      websiteId: website ? String(website.websiteId) : '',
      active: website?.active ?? true,
    }),
    toWrite: (values: WebsiteValues): PayoutWebsiteWrite => ({
      configId: Number(values.configId),
      websiteId: Number(values.websiteId),
      active: values.active,
    }),
    fields: [
      {
        kind: 'select',
        name: 'configId',
        isRequired: true,
        options: (configs.data?.items ?? []).map((config) => ({
          id: String(config.id),
          label: config.name,
        })),
      },
      {
        kind: 'select',
        name: 'websiteId',
        isRequired: true,
        options: (sites.data?.items ?? []).map((site) => ({
          id: String(site.id),
          label: `${site.name} (${site.domain})`,
        })),
      },
      { kind: 'field', name: 'active', component: FormSwitch },
    ] satisfies RecordField[],
  };
}

/** /finances/payouts/websites/create and create/{cloneId}: a website to pay, or a copy. */
export function PayoutWebsiteCreatePage() {
  const params = useTableParams<'finances.payoutCopy'>() as { cloneId?: number };
  const form = usePayoutWebsiteForm();
  return (
    <RecordFormPage
      calls={payoutWebsiteEndpoints}
      copyOf={params.cloneId}
      texts={TEXTS}
      form={form}
      savedTo={() => LIST}
      cancelTo={LIST}
    />
  );
}

/** /finances/payouts/websites/{id}: a paid website. */
export function PayoutWebsiteEditPage() {
  const { id } = useTableParams<'finances.payoutItem'>();
  const form = usePayoutWebsiteForm();
  return (
    <RecordFormPage
      calls={payoutWebsiteEndpoints}
      id={id}
      texts={TEXTS}
      form={form}
      savedTo={() => LIST}
      cancelTo={LIST}
    />
  );
}
