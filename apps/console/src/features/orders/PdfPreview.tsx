import { type CampaignRecord, callPath, orderEndpoints } from '@adconsole/api';
import { useTranslation } from 'react-i18next';
import { OnDemandPdf as ServerPdf } from '../../kit/OnDemandPdf.tsx';

/**
 * The offer or order confirmation the server renders, shown in the page and offered as a
 * download (spec 3 §2.1 preview-pdf).
 */
export function PdfPreview({ campaign }: { campaign: CampaignRecord }) {
  const { t } = useTranslation();
  return (
    <ServerPdf
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
