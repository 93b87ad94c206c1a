// The consumer app of issue 45 (examples/consumer) set up outside the workspace: copied to a
// folder of its own, its @adconsole dependencies pointed at the packed tarballs, and installed
// with npm from the registry (npm's cache makes the second install quick). Used by the
// consumer's end-to-end test and by the import-cost figures (import-cost.mjs).
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..', '..');
export const consumerSource = path.join(root, 'examples', 'consumer');

/**
 * Copies the example to `dir` (without anything installed or built there), points its
 * `file:` dependencies at the tarballs in `packs` and runs `npm install`. Resolves with `dir`.
 */
export async function prepareConsumer(dir, packs) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(consumerSource, dir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  const manifestPath = path.join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const [name, spec] of Object.entries(manifest.dependencies)) {
    if (spec.startsWith('file:'))
      manifest.dependencies[name] = `file:${path.join(packs, path.basename(spec))}`;
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  await promisify(execFile)(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  );
  return dir;
}
