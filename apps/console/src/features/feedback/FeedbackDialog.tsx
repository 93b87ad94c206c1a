import { feedbackEndpoints } from '@adconsole/api';
import { FormCheckbox, FormDialog, FormTextArea, requiredText, useZodForm } from '@adconsole/forms';
import { Text, useToast } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call } from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';

// The feedback widget (spec 1 §1; issue 44): what happened, and optionally a picture of the
// screen behind the dialog; the page and the build go with it. A part of its own, loaded when
// the profile menu's "Feedback" is chosen; the screenshot's library only when one is taken.

const FEEDBACK_MESSAGE_MAX = 2000;
const feedbackForm = z.object({ message: requiredText(), screenshot: z.boolean() });

/** A PNG of the page as it is (the dialog is not in it: it is taken before it opens). */
export async function screenOf(element: HTMLElement): Promise<string> {
  const { domToPng } = await import('modern-screenshot');
  // Half the device's pixels at most: enough to see what went wrong, a few hundred kB.
  return domToPng(element, { scale: Math.min(1, window.devicePixelRatio), quality: 0.8 });
}

export function FeedbackDialog({
  screenshot,
  onClose,
}: {
  /** The screen as it was when the user chose "Feedback", if it could be taken. */
  screenshot: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const controller = useZodForm({
    schema: feedbackForm,
    defaultValues: { message: '', screenshot: Boolean(screenshot) },
    onSubmit: async (values) => {
      await call(feedbackEndpoints.sendFeedback, {
        body: {
          message: values.message,
          page: `${window.location.pathname}${window.location.search}`.slice(0, 500),
          build: __COMMIT_HASH__,
          screenshot: values.screenshot && screenshot ? screenshot : null,
        },
      });
      toast({ title: t('feedback.sent'), tone: 'positive' });
      onClose();
    },
  });
  const field = fieldsOf(controller.control, t, 'feedback.form');
  return (
    <FormDialog
      controller={controller}
      title={t('feedback.title')}
      submitLabel={t('feedback.send')}
      onClose={onClose}
    >
      <Text tone="muted">{t('feedback.intro')}</Text>
      <FormTextArea
        {...field('message')}
        isRequired
        autoFocus
        rows={5}
        maxLength={FEEDBACK_MESSAGE_MAX}
      />
      {screenshot && <FormCheckbox {...field('screenshot')} />}
    </FormDialog>
  );
}
