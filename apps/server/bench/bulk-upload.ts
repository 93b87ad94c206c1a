// `pnpm --filter @adconsole/server bench:bulk-upload`: the analysis of a 200-file bulk upload
// (issue 40: ≤ 10 s). Makes BENCH_FILES (default 200) creatives the way an agency sends them
// (bench/bulk-drop.ts), packs them into one zip as a drop, and times what the upload's endpoint
// does with it before storing: the upload scanner (signatures, archive guard) on the drop, then
// `analyseDrop` against a campaign of four positions: the archive guard, the unzip, each file's
// real type, pixels, HTML and weight, the matching. Prints the files, the seconds and the
// matches, and exits 1 at 10 s or more. Runs under Node 24's type stripping. Its test
// (test/creatives-bulk-bench.test.ts) runs it with 20 files and posts the 200-file drop
// through the API.

import { SignatureScanner } from '../src/files/malware.ts';
import { analyseDrop } from '../src/services/creatives/bulk-analysis.ts';
import { BENCH_POSITIONS, benchDrop } from './bulk-drop.ts';

const count = Number(process.env.BENCH_FILES ?? 200);
const LIMIT_SECONDS = 10;

const drop = benchDrop(count);
const started = performance.now();
const finding = await new SignatureScanner().scan(drop, 'drop.zip');
if (finding) throw new Error(`the scanner refused the drop: ${finding.message}`);
const analysed = await analyseDrop([{ fileName: 'drop.zip', bytes: drop }], BENCH_POSITIONS);
const seconds = (performance.now() - started) / 1000;
const matches = Object.groupBy(analysed, (file) => file.match);
console.log(
  `${analysed.length} files (${(drop.length / 1024).toFixed(0)} kB zipped) scanned and analysed in ${seconds.toFixed(2)} s: ` +
    Object.entries(matches)
      .map(([match, group]) => `${group?.length ?? 0} ${match}`)
      .join(', '),
);
if (seconds >= LIMIT_SECONDS) {
  console.error(`Slower than ${LIMIT_SECONDS} s`);
  process.exit(1);
}
