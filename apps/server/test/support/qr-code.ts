import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';

/**
 * The text of the QR code on a page of a PDF (by default its last, where the QR-bill's payment
 * part sits), as a bank app scans it: the page rendered by pdf.js (unpdf, on @napi-rs/canvas's
 * prebuilt Skia) at twice its size and read by jsQR, or undefined when the page has none.
 */
export async function qrCodeOf(pdf: Uint8Array, page?: number): Promise<string | undefined> {
  const number = page ?? (await getDocumentProxy(pdf.slice())).numPages;
  const image = await renderPageAsImage(pdf.slice(), number, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale: 2,
  });
  const png = PNG.sync.read(Buffer.from(image));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
