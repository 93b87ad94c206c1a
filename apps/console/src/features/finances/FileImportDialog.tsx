import { toApiError, validationErrorBodySchema } from '@adconsole/api';
import { FilePicker } from '@adconsole/forms';
import { Button, Stack, Text } from '@adconsole/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { useFailureToast } from '../../kit/useFailureToast.ts';

// One dialog for a file imported as text and answered with what it gave: the bank's camt file
// (payments) and the card provider's payout file (credit-card receipts). A file the server
// cannot read (422 on `content`) shows the server's message in the dialog, beside the file.

/** The file's own text (XML or CSV); the server reads it. */
const textOf = (file: File) => file.text();

export function FileImportDialog<Result>({
  texts,
  accept,
  send,
  result,
  onImported,
  onClose,
}: {
  /** The i18n prefix of the dialog's texts: title, file, hint, start, close. */
  texts: string;
  accept: string;
  send: (body: { fileName: string; content: string }) => Promise<Result>;
  /** What an import gave, as the dialog shows it. */
  result: (answer: Result) => ReactNode;
  /**
   * Takes a successful import's answer instead of the dialog: the dialog then closes and the
   * page shows what the import gave (issue 38: the camt import's dialog stayed open).
   */
  onImported?: (answer: Result, fileName: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const failed = useFailureToast();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [answer, setAnswer] = useState<Result>();
  const start = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    setAnswer(undefined);
    try {
      const fileName = file.name.slice(0, 200);
      const imported = await send({ fileName, content: await textOf(file) });
      if (onImported) {
        onImported(imported, fileName);
        onClose();
      } else setAnswer(imported);
    } catch (failure) {
      const apiError = toApiError(failure);
      const body = validationErrorBodySchema.safeParse(apiError.body);
      const message =
        apiError.status === 422 && body.success
          ? (body.data.fieldErrors?.content ?? body.data.formError)
          : undefined;
      if (message) setError(message);
      else failed(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionDialog
      title={t(`${texts}.title`)}
      onClose={onClose}
      cancel={t(`${texts}.close`)}
      actions={
        <Button variant="primary" isBusy={busy} isDisabled={!file} onPress={() => void start()}>
          {t(`${texts}.start`)}
        </Button>
      }
    >
      <Stack space="medium">
        <Text>{t(`${texts}.hint`)}</Text>
        <FilePicker
          label={t(`${texts}.file`)}
          accept={accept}
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(undefined);
            setAnswer(undefined);
          }}
        />
        {error && (
          <Text tone="critical" role="alert">
            {error}
          </Text>
        )}
        {answer !== undefined && (
          <div role="status" aria-label={t(`${texts}.result`)}>
            {result(answer)}
          </div>
        )}
      </Stack>
    </ActionDialog>
  );
}
