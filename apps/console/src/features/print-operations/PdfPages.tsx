import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { ownWorker } from '../../app/trustedTypes.ts';

// pdf.js would start its worker from a plain string, which Trusted Types refuse (it would then
// run on the page's thread): the console starts it with a script URL of its own origin.
GlobalWorkerOptions.workerPort = ownWorker(workerUrl, { type: 'module' });

/**
 * The pages of a PDF drawn in the browser (pdf.js, a well-kept library), so a proof is seen
 * without leaving the console: the console's Content-Security-Policy lets no plugin or framed
 * blob show it. Loaded on its own, only when a proof is opened.
 */
export function PdfPages({ data, label }: { data: Uint8Array; label: string }) {
  const container = useRef<HTMLElement>(null);
  const [pages, setPages] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const task = getDocument({ data: data.slice(), useWasm: false });
    void task.promise.then(async (pdf) => {
      if (cancelled) return;
      setPages(pdf.numPages);
      const target = container.current;
      if (!target) return;
      target.replaceChildren();
      for (let number = 1; number <= pdf.numPages && !cancelled; number += 1) {
        const page = await pdf.getPage(number);
        const viewport = page.getViewport({ scale: 1.3 });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.style.width = '100%';
        canvas.style.boxShadow = '0 1px 4px rgba(0, 0, 0, 0.25)';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${label} (${number}/${pdf.numPages})`);
        target.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
    });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [data, label]);
  return (
    // A scrolling region is reached by keyboard (axe: scrollable-region-focusable).
    <section
      ref={container}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the pages scroll; the keyboard must reach them
      tabIndex={0}
      data-pages={pages}
      style={{ display: 'grid', gap: '1rem', maxHeight: '65vh', overflow: 'auto' }}
    ></section>
  );
}
