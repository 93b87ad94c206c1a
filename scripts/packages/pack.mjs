// Builds and packs the four shared packages (issue 45) the way they would be published:
// `pnpm pack` applies each package's `publishConfig` (the built `exports`) and turns the
// `workspace:` ranges into versions, which `npm pack` would not. Checks each tarball (no
// sources, tests or stories; every export and every CSS file a module imports is in it), lists
// its files and size, and writes the tarballs without their version to `--out` (default
// `.packs/`), where the consumer app (examples/consumer) installs them from.
//   node scripts/packages/pack.mjs [--out <dir>] [--no-build] [--quiet]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { run } from '../lib/run.mjs';
import { checkTarball, tarFiles } from './tarball.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
/** The packages other apps install (forms after ui, whose version it names). */
const sharedPackages = ['i18n', 'api', 'ui', 'forms'];

const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(root, '.packs') },
    'no-build': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});
const out = path.resolve(options.out);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const problems = [];
for (const name of sharedPackages) {
  const dir = path.join(root, 'packages', name);
  if (!options['no-build']) {
    const code = await run('node', [path.join(import.meta.dirname, 'build.mjs')], { cwd: dir });
    if (code !== 0) throw new Error(`building @adconsole/${name} failed (${code})`);
  }
  const before = new Set(readdirSync(out));
  execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: 'ignore' });
  const packed = readdirSync(out).find((file) => !before.has(file));
  if (!packed) throw new Error(`pnpm pack of @adconsole/${name} wrote no tarball`);
  const tarball = path.join(out, `adconsole-${name}.tgz`);
  renameSync(path.join(out, packed), tarball);
  const gzipped = readFileSync(tarball);
  const files = tarFiles(gunzipSync(gzipped));
  problems.push(...checkTarball(`@adconsole/${name}`, files));
  const unpacked = [...files.values()].reduce((sum, content) => sum + content.length, 0);
  console.log(
    `@adconsole/${name}: ${files.size} files, ${kB(gzipped.length)} packed, ${kB(unpacked)} unpacked → ${path.relative(root, tarball)}`,
  );
  if (!options.quiet) for (const file of [...files.keys()].sort()) console.log(`  ${file}`);
}
if (problems.length > 0) {
  console.error(`\nThe tarballs are not what a consumer needs:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

function kB(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
