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
