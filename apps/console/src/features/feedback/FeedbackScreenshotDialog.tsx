import { callPath, type Feedback, feedbackEndpoints } from '@adconsole/api';
import { Spinner } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { useAuthorizedImage } from '../../app/authorizedImage.ts';
import { ActionDialog } from '../../kit/ActionDialog.tsx';

/** A feedback's screenshot, fetched with the session when its dialog opens. */
function Screenshot({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  const url = useAuthorizedImage(
    callPath(feedbackEndpoints.feedbackScreenshot, { params: { id: feedback.id } }),
  );
  const alt = t('feedbackAdmin.screenshotOf', { name: feedback.userName, page: feedback.page });
  return url ? (
    <img src={url} alt={alt} style={{ maxWidth: '100%', height: 'auto' }} />
  ) : (
    <Spinner label={alt} />
  );
}

/**
 * The feedback list's screenshot dialog, a module of its own that loads when first opened
 * (FeedbackPage's OnDemandDialog; issue 36: ui's Dialog and react-aria's overlays with it,
 * about 18 kB, no longer load with the list).
 */
export function FeedbackScreenshotDialog({
  feedback,
  onClose,
}: {
  feedback: Feedback;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      size="large"
      title={t('feedbackAdmin.screenshotTitle', { name: feedback.userName })}
      onClose={onClose}
    >
      <Screenshot feedback={feedback} />
    </ActionDialog>
  );
}
