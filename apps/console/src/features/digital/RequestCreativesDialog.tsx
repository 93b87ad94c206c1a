import { type OperationsPosition, digitalOperationsEndpoints as ops } from '@adconsole/api';
import {
  FormDialog,
  FormTextArea,
  FormTextField,
  requiredText,
  useZodForm,
} from '@adconsole/forms';
import { Loader, Select, useToast } from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';

const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
type MailLanguage = (typeof LANGUAGES)[number];

const requestForm = z.object({
  recipient: requiredText(),
  subject: requiredText(),
  text: requiredText(),
});

/**
 * Request creatives (spec 3 §7): the mail to the advertiser of one campaign's positions, its
 * text generated in a language (POST emails/text) and editable, sent through the outbox; the
 * positions move to CREATIVE_REQUESTED.
 */
export function RequestCreativesDialog({
  positions,
  onClose,
}: {
  positions: readonly OperationsPosition[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<MailLanguage>(
    (LANGUAGES as readonly string[]).includes(i18n.language)
      ? (i18n.language as MailLanguage)
      : 'de',
  );
  const campaignId = positions[0]?.campaign.id ?? 0;
  const positionIds = positions.map((position) => position.id);
  const mail = useEndpoint(ops.operationsEmailText, {
    params: { campaignId },
    query: { language },
    body: { positionIds },
  });
  return mail.data ? (
    <RequestForm
      key={language}
      language={language}
      onLanguage={setLanguage}
      campaignId={campaignId}
      positionIds={positionIds}
      defaults={{
        recipient: mail.data.recipient ?? '',
        subject: mail.data.subject,
        text: mail.data.text,
      }}
      onClose={onClose}
      title={t('digital.request.title', { name: positions[0]?.campaign.name ?? '' })}
    />
  ) : (
    <Loader />
  );
}

function RequestForm({
  language,
  onLanguage,
  campaignId,
  positionIds,
  defaults,
  onClose,
  title,
}: {
  language: MailLanguage;
  onLanguage: (language: MailLanguage) => void;
  campaignId: number;
  positionIds: number[];
  defaults: z.infer<typeof requestForm>;
  onClose: () => void;
  title: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const controller = useZodForm({
    schema: requestForm,
    defaultValues: defaults,
    onSubmit: async (values) => {
      const result = await call(ops.operationsRequestCreatives, {
        params: { id: campaignId },
        query: {},
        body: { positionIds, language, ...values },
      });
      toast({ title: t('digital.request.sent', { count: result.done }), tone: 'positive' });
      await invalidate('ws-operations');
      onClose();
    },
  });
  const field = fieldsOf(controller.control, t, 'digital.request');
  return (
    <FormDialog
      controller={controller}
      title={title}
      submitLabel={t('digital.request.send')}
      onClose={onClose}
    >
      <Select
        label={t('digital.request.language')}
        value={language}
        onChange={(value) => value && onLanguage(value as MailLanguage)}
        options={LANGUAGES.map((id) => ({ id, label: t(`digital.request.languages.${id}`) }))}
      />
      <FormTextField {...field('recipient')} isRequired />
      <FormTextField {...field('subject')} isRequired />
      <FormTextArea {...field('text')} isRequired rows={10} />
    </FormDialog>
  );
}
