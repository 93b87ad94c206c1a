import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF, pages joined by a new line, as a reader would copy it: what server tests
 * and the console's end-to-end tests read a document's figures from (unpdf: Mozilla's pdf.js
 * for Node).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: false });
  return (text as string[]).join('\n');
}

/**
 * The lines of a PDF as printed: its text pieces grouped by page and baseline, left to right.
 * What a test reads to see where a cell broke.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
    for (const [, pieces] of [...rows].sort(([a], [b]) => b - a)) {
      lines.push(
        pieces
          .sort((a, b) => a.x - b.x)
          .map((piece) => piece.text)
          .join(' '),
      );
    }
  }
  return lines;
}
