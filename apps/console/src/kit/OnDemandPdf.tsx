import { Loader, lazyPart, usePart } from '@adconsole/ui';
import type { PdfPreviewProps } from './PdfPreview.tsx';

const pdfPreview = lazyPart(() => import('./PdfPreview.tsx').then((module) => module.PdfPreview));

/**
 * A PDF the server renders (PdfPreview), its code loaded when it is first shown: a page with a
 * PDF tab loads neither the preview nor the PDF until the tab is opened.
 */
export function OnDemandPdf(props: PdfPreviewProps) {
  const Preview = usePart(pdfPreview, true);
  return Preview ? <Preview {...props} /> : <Loader />;
}
