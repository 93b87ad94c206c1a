import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/http/content-disposition.ts';

// A download's name as the user reads it (spec 2 §7; the s13 stranger's report export arrived as
// "Bericht%20Kampagnen-2026-11-29.csv"): the exports, files and job attachments say their name
// once, plain for old clients and UTF-8 for the console, which reads it back as it was.
describe('the name of a download', () => {
  it.each([
    'Bericht Kampagnen-2026-11-29.csv',
    'Zürich-Offerte Ä "1".pdf',
    'Rapport (campagnes) 100%.xlsx',
  ])('arrives as %s', (name) => {
    const header = contentDisposition(name);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    // The console reads the UTF-8 name (api's fileNameOf): the name as it was.
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(name);
  });
});
