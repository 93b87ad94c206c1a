import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The developers' guide: "No server file over 600 lines." Every `.ts` file under
 * apps/server/src is counted as `wc -l` counts it (its line ends, plus a last line without
 * one); a file over the limit fails the test with its path and its count. Reads files only:
 * no database, no server.
 */
const LIMIT = 600;
const source = fileURLToPath(new URL('../src/', import.meta.url));

/** The lines of a text, as `wc -l` counts them, plus a last line that has no line end. */
function lineCount(text: string): number {
  if (text === '') return 0;
  const ends = text.split('\n').length - 1;
  return text.endsWith('\n') ? ends : ends + 1;
}

/** Every `.ts` file under a folder, relative to it, in a stable order. */
function typescriptFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

describe('no server file over 600 lines', () => {
  it('counts lines as wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\n\nb')).toBe(3);
    expect(lineCount('line\n'.repeat(LIMIT))).toBe(LIMIT);
    expect(lineCount('line\n'.repeat(LIMIT + 1))).toBe(LIMIT + 1);
  });

  it('finds the server source', () => {
    const files = typescriptFiles(source);
    // The walk reaches the nested folders (a wrong path or filter would pass with nothing).
    expect(files).toContain('main.ts');
    expect(files).toContain('seed/demo.ts');
    expect(files).toContain('kit/resource.ts');
    expect(files.length).toBeGreaterThan(100);
  });

  it(`has no .ts file under apps/server/src over ${LIMIT} lines`, () => {
    const over = typescriptFiles(source)
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(source, file), 'utf8')) }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `apps/server/src/${file}: ${lines} lines`);
    expect(over, `split these files (the limit is ${LIMIT} lines)`).toEqual([]);
  });
});
