import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 36 (page weight): vanilla-extract keeps a style file's style imports, so a console
// `.css.ts` file that reads the theme's variables from `@adconsole/ui`'s index imports every ui
// component's styles, and a page that shows it loads the chunks that hold them (planning loaded
// the list and form kits for `orders.css.ts`). Style files read `vars` from `@adconsole/ui/vars`.

const root = import.meta.dirname;

function styleFiles(folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return styleFiles(full);
    return entry.name.endsWith('.css.ts') ? [path.relative(root, full)] : [];
  });
}

describe('the console style files', () => {
  it('read the theme from @adconsole/ui/vars, never from the package index', () => {
    const files = styleFiles();
    expect(files.length).toBeGreaterThan(0);
    const fromIndex = files.filter((file) =>
      /from\s+['"]@adconsole\/ui['"]/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(fromIndex).toEqual([]);
  });
});
