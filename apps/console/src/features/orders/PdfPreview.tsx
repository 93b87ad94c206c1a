import { type CampaignRecord, callPath, orderEndpoints } from '@adconsole/api';
import { Loader, lazyPart, usePart } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';

// The kit's preview loads when it is shown: a static import would make it a chunk of its own
// on every campaign page (their 40-file budget).
const serverPdf = lazyPart(() =>
  import('../../kit/PdfPreview.tsx').then((module) => module.PdfPreview),
);

/**
 * The offer or order confirmation the server renders, shown in the page and offered as a
 * download (spec 3 §2.1 preview-pdf).
 */
export function PdfPreview({ campaign }: { campaign: CampaignRecord }) {
  const { t } = useTranslation();
  const Preview = usePart(serverPdf, true);
  if (!Preview) return <Loader />;
  return (
    <Preview
      path={callPath(orderEndpoints.ordersPreviewPdf, { params: { id: campaign.id } })}
      version={campaign.version}
      labels={{
        title: t('orders.pdf.title', { name: campaign.name }),
        failed: t('orders.pdf.failed'),
        download: t('orders.pdf.download'),
        open: t('orders.pdf.open'),
      }}
    />
  );
}
