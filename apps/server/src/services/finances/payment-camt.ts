import { serverMessage } from '@adconsole/api/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ValidationError } from '../../http/errors.ts';

// The bank's ISO 20022 cash-management files (DOMAIN2 §1.5), read with fast-xml-parser: a
// camt.054 debit/credit notification (BkToCstmrDbtCdtNtfctn/Ntfctn) or a camt.053 statement
// (BkToCstmrStmt/Stmt). Only credits (CdtDbtInd CRDT) are payments; a batch entry gives one
// credit per transaction (NtryDtls/TxDtls). The structure is checked before anything is
// written: a file that is no well-formed camt, or a credit without amount, currency, booking
// day or the bank's reference, refuses the whole file (422 on `content`), so nothing of it is
// imported.

/** One credit of a bank file. */
export interface CamtCredit {
  /** The bank's reference of the credit (AcctSvcrRef of the transaction, else of the entry). */
  entryRef: string;
  bookingDate: string;
  valueDate: string | null;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The QRR or SCOR of the payment part (RmtInf/Strd/CdtrRefInf/Ref), spaces removed. */
  reference: string | null;
  debtorName: string | null;
}

export interface CamtFile {
  format: 'camt.054' | 'camt.053';
  /** The account the file is of: the QR-IBAN of the entries' NtryRef when there is one. */
  account: string;
  credits: CamtCredit[];
}

const ARRAYS = new Set(['Ntfctn', 'Stmt', 'Ntry', 'TxDtls', 'Strd', 'CdtrRefInf']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
  processEntities: true,
});

type Node = Record<string, unknown>;
const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (at, name) => (at && typeof at === 'object' ? (at as Node)[name] : undefined),
    node,
  );
const text = (node: unknown, ...path: string[]): string | null => {
  const value = child(node, ...path);
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object' && typeof (value as Node)['#text'] === 'string')
    return ((value as Node)['#text'] as string).trim() || null;
  return null;
};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A 422 on the file: what is wrong, as the element the reader misses. */
const unreadable = (reason: string) =>
  new ValidationError({ content: serverMessage('camtUnreadable', { reason }) }, []);

/** An amount of a camt file (`1234.50`) in minor units; undefined unless a plain decimal. */
function minorUnits(value: string | null): number | undefined {
  if (!value || !/^\d{1,15}(\.\d{1,2})?$/.test(value)) return undefined;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const dayOf = (node: unknown): string | null => {
  const value = text(node, 'Dt') ?? text(node, 'DtTm')?.slice(0, 10) ?? null;
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
};

function creditsOf(entry: unknown, where: string): CamtCredit[] {
  const entryRef = text(entry, 'AcctSvcrRef');
  const bookingDate = dayOf(child(entry, 'BookgDt'));
  const valueDate = dayOf(child(entry, 'ValDt'));
  if (!bookingDate) throw unreadable(`${where}/BookgDt`);
  const transactions = list(child(entry, 'NtryDtls', 'TxDtls'));
  const parts = transactions.length > 0 ? transactions : [undefined];
  return parts.map((transaction, index) => {
    const at = transaction === undefined ? where : `${where}/TxDtls[${index + 1}]`;
    const amountNode = child(transaction, 'Amt') ?? child(entry, 'Amt');
    const amount =
      minorUnits(text(transaction, 'Amt')) ??
      (parts.length === 1 ? minorUnits(text(entry, 'Amt')) : undefined);
    const currency = text(amountNode, '@Ccy');
    const ref =
      text(transaction, 'Refs', 'AcctSvcrRef') ??
      (entryRef && (parts.length === 1 ? entryRef : `${entryRef}/${index + 1}`));
    if (amount === undefined || amount <= 0) throw unreadable(`${at}/Amt`);
    if (!currency || !/^[A-Z]{3}$/.test(currency)) throw unreadable(`${at}/Amt/@Ccy`);
    if (!ref || ref.length > 35) throw unreadable(`${at}/AcctSvcrRef`);
    const strd = list(child(transaction, 'RmtInf', 'Strd'));
    const reference =
      strd
        .flatMap((s) => list(child(s, 'CdtrRefInf')))
        .map((info) => text(info, 'Ref'))
        .find((value) => value !== null)
        ?.replace(/\s+/g, '')
        .toUpperCase() ?? null;
    const debtor = child(transaction, 'RltdPties', 'Dbtr');
    const debtorName = text(debtor, 'Nm') ?? text(debtor, 'Pty', 'Nm');
    return { entryRef: ref, bookingDate, valueDate, amount, currency, reference, debtorName };
  });
}

/** Reads a camt.054 or camt.053 file; a 422 on `content` when it is not one. */
export function readCamt(content: string): CamtFile {
  const valid = XMLValidator.validate(content);
  if (valid !== true) throw unreadable(`XML ${valid.err.line}:${valid.err.col}`);
  const document = child(parser.parse(content), 'Document');
  const notification = child(document, 'BkToCstmrDbtCdtNtfctn');
  const statement = child(document, 'BkToCstmrStmt');
  const format = notification ? 'camt.054' : statement ? 'camt.053' : undefined;
  if (!format) throw unreadable('Document/BkToCstmrDbtCdtNtfctn');
  const reports = list(child(notification ?? statement, format === 'camt.054' ? 'Ntfctn' : 'Stmt'));
  if (reports.length === 0) throw unreadable(format === 'camt.054' ? 'Ntfctn' : 'Stmt');
  let account: string | null = null;
  const credits: CamtCredit[] = [];
  for (const report of reports) {
    const iban = text(report, 'Acct', 'Id', 'IBAN');
    if (!iban) throw unreadable('Acct/Id/IBAN');
    for (const entry of list(child(report, 'Ntry'))) {
      // DOMAIN2 §1.5: a QR-bill notification names the QR-IBAN in NtryRef.
      account ??= text(entry, 'NtryRef') ?? iban;
      const indicator = text(entry, 'CdtDbtInd');
      if (indicator !== 'CRDT' && indicator !== 'DBIT') throw unreadable('Ntry/CdtDbtInd');
      if (indicator === 'CRDT' && text(entry, 'RvslInd') !== 'true')
        credits.push(...creditsOf(entry, 'Ntry'));
    }
    account ??= iban;
  }
  const refs = new Set(credits.map((credit) => credit.entryRef));
  if (refs.size !== credits.length) throw unreadable('AcctSvcrRef');
  return { format, account: (account ?? '').replace(/\s+/g, '').slice(0, 34), credits };
}
