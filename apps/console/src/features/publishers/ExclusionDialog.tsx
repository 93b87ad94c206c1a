import { EXCLUSION_REASON_MAX, type ExclusionKind, publisherPortalEndpoints } from '@adconsole/api';
import {
  FormCombobox,
  maxLengthText,
  optionalText,
  optionSchema,
  requiredChoice,
} from '@adconsole/forms';
import { useToast } from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call, invalidatePath } from '../../kit/endpointQuery.ts';
import { accountOption, defineLookup, idOption } from '../../kit/lookups.ts';
import { RecordDialog } from '../../kit/RecordDialog.tsx';

// The add dialog of the publishers' exclusions (ExclusionsPage.tsx): a campaign among those on
// the publisher's websites, or a customer among the accounts of the houses that sell them, and a
// reason. The server's 422 (taken, not reachable) shows on the field.

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

/** Excludes a campaign or a customer (`kind`); closes and reloads the list once saved. */
export function ExclusionDialog({
  kind,
  texts,
  onClose,
}: {
  kind: ExclusionKind;
  texts: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = async (values: ExclusionValues) => {
    const created = await call(publisherPortalEndpoints.createExclusion, {
      body: { kind, targetId: Number(values.targetId.id), reason: values.reason ?? null },
    });
    onClose();
    toast({ title: t(`${texts}.toast.created`, { name: created.targetName }), tone: 'positive' });
    await invalidatePath(queryClient, publisherPortalEndpoints.exclusions.path);
    return { id: created.id, name: created.targetName };
  };
  return (
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
        closeDialog: onClose,
      }}
    />
  );
}
