import { readFileSync } from 'node:fs';

// The camt.054 fixture of the payments' tests (server and end to end): a batch entry of two QR
// payments, a single QR payment and a debit, its references and amounts filled in by the test.

const template = readFileSync(new URL('../fixtures/camt054-qr.xml', import.meta.url), 'utf8');

/** Minor units as a camt amount: 123456 → `1234.56`. */
export const camtAmount = (minor: number) =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** The fixture with its placeholders filled in (each one must be given). */
export const camtFile = (values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no value for ${key}`);
    return value;
  });
