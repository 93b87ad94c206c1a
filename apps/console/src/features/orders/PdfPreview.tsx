import { type CampaignRecord, callPath, orderEndpoints, readDownload } from '@adconsole/api';
import { Button, ErrorBlock, Inline, Link, Loader, Stack } from '@adconsole/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { saveDownload } from '../../app/download.ts';
import * as styles from './orders.css.ts';

/**
 * The offer or order confirmation the server renders, shown in the page and offered as a
 * download (spec 3 §2.1 preview-pdf). The file is fetched with the session, then shown from
 * memory.
 */
export function PdfPreview({ campaign }: { campaign: CampaignRecord }) {
  const { t } = useTranslation();
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
      .getResponse(callPath(orderEndpoints.ordersPreviewPdf, { params: { id: campaign.id } }))
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
  }, [campaign.id, campaign.version, attempt]);
  if (failure) {
    return (
      <ErrorBlock
        title={t('orders.pdf.failed')}
        message={failure}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }
  if (!file) return <Loader />;
  return (
    <Stack space="medium">
      <Inline space="small">
        <Button onPress={() => saveDownload(file)}>{t('orders.pdf.download')}</Button>
        <Link href={file.url} target="_blank">
          {t('orders.pdf.open')}
        </Link>
      </Inline>
      <iframe
        className={styles.pdfFrame}
        src={file.url}
        title={t('orders.pdf.title', { name: campaign.name })}
      />
    </Stack>
  );
}
