import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRINT_JOB_KINDS } from '@adconsole/api';
import { bundledResources } from '@adconsole/i18n';
import { describe, expect, it } from 'vitest';
import { jobKindLabel } from './jobTexts.ts';

// Walk finding: the batch jobs list showed "batch.kinds.print-send-proofs". Every kind of job
// the server defines has a name in de, en, fr and it.

const serverSource = join(import.meta.dirname, '../../../../server/src');

/** The job kinds the server defines: its kind constants ('mail.send', …) and the print kinds. */
function serverJobKinds(): string[] {
  const kinds = new Set<string>(Object.values(PRINT_JOB_KINDS));
  const constant = /export const [A-Z_]+ = '([a-z]+\.[a-z-]+)';/g;
  for (const file of readdirSync(serverSource, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    const source = readFileSync(join(serverSource, file), 'utf8');
    for (const match of source.matchAll(constant)) kinds.add(match[1] as string);
  }
  return [...kinds].sort();
}

const text = (language: 'de' | 'en' | 'fr' | 'it', key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      bundledResources[language].admin,
    );

describe('job kind names', () => {
  it('names every kind of job the server can create, in all four languages', () => {
    const kinds = serverJobKinds();
    expect(kinds).toEqual(
      expect.arrayContaining(['mail.send', 'print.send-proofs', 'promotion.mailing']),
    );
    for (const language of ['de', 'en', 'fr', 'it'] as const) {
      const missing = kinds.filter(
        (kind) => typeof text(language, jobKindLabel(kind)) !== 'string',
      );
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });
});
