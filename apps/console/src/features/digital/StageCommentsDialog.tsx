import { type OperationsPosition, digitalOperationsEndpoints as ops } from '@adconsole/api';
import {
  FormDialog,
  FormSelect,
  FormTextArea,
  requiredChoice,
  requiredText,
  useZodForm,
} from '@adconsole/forms';
import { formatDateTime } from '@adconsole/i18n';
import { Loader, Stack, Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';

// A position's stage comments (spec 3 §7 "GET creatives/stage-comments"; issue 37): what ops
// noted at its creatives and running stages, newest first, and a new note added in the same
// dialog.

const STAGES = ['CREATIVES', 'RUNNING'] as const;
const stageCommentForm = z.object({
  stage: requiredChoice(z.enum(STAGES)),
  message: requiredText(),
});

/** The stage comments of one position, with the form that adds one. */
export function StageCommentsDialog({
  position,
  onClose,
}: {
  position: OperationsPosition;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invalidate = useInvalidatePath();
  const comments = useEndpoint(ops.operationsStageComments, {
    query: { positionId: position.id },
  });
  const controller = useZodForm({
    schema: stageCommentForm,
    defaultValues: { stage: position.status === 'RUNNING' ? 'RUNNING' : 'CREATIVES', message: '' },
    onSubmit: async (values) => {
      await call(ops.operationsAddStageComment, {
        body: { positionId: position.id, ...values },
      });
      controller.form.reset({ stage: values.stage, message: '' });
      await invalidate(ops.operationsStageComments.path);
    },
  });
  const field = fieldsOf(controller.control, t, 'digital.stageComments');
  const items = comments.data?.items ?? [];
  return (
    <FormDialog
      controller={controller}
      title={t('digital.stageComments.title', { name: position.name })}
      submitLabel={t('digital.stageComments.add')}
      onClose={onClose}
    >
      {comments.isPending ? (
        <Loader />
      ) : items.length === 0 ? (
        <Text>{t('digital.stageComments.none')}</Text>
      ) : (
        <Stack as="ul" space="small" aria-label={t('digital.stageComments.list')}>
          {items.map((comment) => (
            <li key={comment.id}>
              <Text size="small" tone="muted">
                {t('digital.stageComments.byline', {
                  stage: t(`digital.stageComments.stages.${comment.stage}`),
                  author: comment.authorName,
                  date: formatDateTime(comment.createdAt),
                })}
              </Text>
              <Text>{comment.message}</Text>
            </li>
          ))}
        </Stack>
      )}
      <FormSelect
        {...field('stage')}
        isRequired
        options={STAGES.map((stage) => ({
          id: stage,
          label: t(`digital.stageComments.stages.${stage}`),
        }))}
      />
      <FormTextArea {...field('message')} isRequired rows={4} />
    </FormDialog>
  );
}
