import { readDownload } from '@adconsole/api';
import { Button, ErrorBlock, Inline, Link, Loader, Stack } from '@adconsole/ui';
import { useEffect, useState } from 'react';
import { apiClient } from '../app/api.ts';
import { saveDownload } from '../app/download.ts';
import * as styles from './PdfPreview.css.ts';

export interface PdfPreviewProps {
  /** The call's path (callPath of the PDF's endpoint). */
  path: string;
  /** What makes it a new PDF (the record's version): a change fetches it again. */
  version: number;
  /** The frame's accessible title, the failure's title and the two actions' labels. */
  labels: { title: string; failed: string; download: string; open: string };
}

/**
 * A PDF the server renders, shown in the page and offered as a download: fetched with the
 * session when the preview is shown (never with the page around it), then shown from memory.
 */
export function PdfPreview({ path, version, labels }: PdfPreviewProps) {
  const [file, setFile] = useState<{ url: string; blob: Blob; fileName: string }>();
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is a new PDF
  useEffect(() => {
    let cancelled = false;
    let url: string | undefined;
    setFile(undefined);
    setFailure(undefined);
    apiClient
      .getResponse(path)
      .then(readDownload)
      .then((downloaded) => {
        if (cancelled || !downloaded) return;
        url = URL.createObjectURL(downloaded.blob);
        setFile({ url, ...downloaded });
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, version, attempt]);
  if (failure) {
    return (
      <ErrorBlock
        title={labels.failed}
        message={failure}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }
  if (!file) return <Loader />;
  return (
    <Stack space="medium">
      <Inline space="small">
        <Button onPress={() => saveDownload(file)}>{labels.download}</Button>
        <Link href={file.url} target="_blank">
          {labels.open}
        </Link>
      </Inline>
      <iframe className={styles.pdfFrame} src={file.url} title={labels.title} />
    </Stack>
  );
}
