import type { Dispatch } from '@adconsole/api/contracts';
import type { Transaction } from 'kysely';
import type { Schema } from '../../db/database.ts';
import { loadBranding } from '../../pdf/branding.ts';
import { renderPdf } from '../../pdf/document.ts';
import { isoDay } from '../orders/campaigns.ts';

const formatDay = (value: string) =>
  `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;

const CHANNEL = { UNADDRESSED_MAILING: 'Unadressiert', ADDRESSED_MAILING: 'Adressiert' } as const;
const FORMAT = {
  STANDARD: 'Standardbrief',
  MIDI: 'Midibrief',
  LARGE_FORMAT: 'Grossbrief',
} as const;

/** The delivery note of a set of dispatches (German, as the postal hand-over is). */
export async function deliveryNote(
  trx: Transaction<Schema>,
  companyId: number,
  number: string,
  dispatches: readonly Dispatch[],
  at: Date,
): Promise<Buffer> {
  const total = dispatches.reduce((sum, dispatch) => sum + dispatch.quantity, 0);
  const weight = dispatches.reduce(
    (sum, dispatch) => sum + dispatch.quantity * dispatch.item.weightGrams,
    0,
  );
  const number_ = (value: number) => value.toLocaleString('de-CH');
  return renderPdf({
    title: `Lieferschein ${number}`,
    subject: 'Lieferschein',
    branding: await loadBranding(trx, companyId),
    pageLabel: (page, pages) => `Seite ${page} von ${pages}`,
    blocks: [
      {
        kind: 'facts',
        items: [
          ['Lieferschein', number],
          ['Datum', formatDay(isoDay(at))],
          ['Sendungen', String(dispatches.length)],
        ],
      },
      { kind: 'space' },
      {
        kind: 'table',
        columns: [
          { header: 'Nr.', width: 0.08 },
          { header: 'Kampagne', width: 0.3 },
          { header: 'Artikel', width: 0.26 },
          { header: 'Lager', width: 0.16 },
          { header: 'Versand', width: 0.1 },
          { header: 'Menge', width: 0.1, align: 'right' },
        ],
        rows: dispatches.map((dispatch) => [
          String(dispatch.id),
          `${dispatch.postalCampaign.name} (${dispatch.postalCampaign.customerName}), ${CHANNEL[dispatch.postalCampaign.channel]}${dispatch.postalCodes.length > 0 ? `, PLZ ${dispatch.postalCodes.slice(0, 6).join(' ')}${dispatch.postalCodes.length > 6 ? ' …' : ''}` : ''}`,
          `${dispatch.item.sku} ${dispatch.item.name}, ${FORMAT[dispatch.item.letterFormat]} ${dispatch.item.weightGrams} g`,
          dispatch.warehouse.name,
          formatDay(dispatch.dispatchDate),
          number_(dispatch.quantity),
        ]),
      },
      {
        kind: 'totals',
        items: [
          { label: 'Stück total', value: number_(total), strong: true },
          { label: 'Gewicht total', value: `${number_(Math.round(weight / 1000))} kg` },
        ],
      },
      { kind: 'space', lines: 2 },
      {
        kind: 'paragraph',
        text: 'Übergeben: ____________________    Übernommen (Post): ____________________',
      },
    ],
  });
}
