import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

/** The address a physical proof goes to (the campaign's invoicing account) and what it is. */
export interface LabelAddress {
  positionId: number;
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string;
  publication: string;
  publicationDate: string;
}

const COUNTRY: Record<string, string> = { CH: 'Schweiz', AT: 'Österreich', DE: 'Deutschland' };

/** A label's lines: the address, then what the envelope holds. */
function linesOf(address: LabelAddress): string[] {
  const day = address.publicationDate;
  return [
    address.name,
    ...(address.street ? [address.street] : []),
    [address.postalCode, address.city].filter(Boolean).join(' '),
    COUNTRY[address.countryCode] ?? address.countryCode,
    `Beleg: ${address.publication}, ${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)} (Pos. ${address.positionId})`,
  ].filter((line) => line.length > 0);
}

/** The labels as text: one block per label, a blank line between them (the preview). */
export function labelLines(addresses: readonly LabelAddress[]): string {
  return addresses.map((address) => linesOf(address).join('\n')).join('\n\n');
}

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

/**
 * The labels as a Word document (docx, a well-kept library): a table of two labels per row,
 * as on an A4 sheet of 2 × 7 labels (105 × 42 mm).
 */
export async function labelDocx(addresses: readonly LabelAddress[]): Promise<Buffer> {
  const cell = (address: LabelAddress | undefined) =>
    new TableCell({
      width: { size: 50, type: WidthType.PERCENTAGE },
      margins: { top: 200, bottom: 200, left: 300, right: 300 },
      borders: { top: none, bottom: none, left: none, right: none },
      children: address
        ? linesOf(address).map(
            (line, index) =>
              new Paragraph({
                alignment: AlignmentType.LEFT,
                children: [
                  new TextRun({ text: line, bold: index === 0, size: index === 4 ? 16 : 20 }),
                ],
              }),
          )
        : [new Paragraph('')],
    });
  const rows: TableRow[] = [];
  for (let index = 0; index < addresses.length; index += 2) {
    rows.push(
      new TableRow({
        height: { value: 2381, rule: 'exact' },
        children: [cell(addresses[index]), cell(addresses[index + 1])],
      }),
    );
  }
  const document = new Document({
    creator: 'Adconsole',
    title: 'Etiketten',
    sections: [
      {
        properties: { page: { margin: { top: 600, bottom: 600, left: 0, right: 0 } } },
        children: [new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows })],
      },
    ],
  });
  return Packer.toBuffer(document);
}
