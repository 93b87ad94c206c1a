// `pnpm --filter @adconsole/server bench:bulk-upload`: the analysis of a 200-file bulk upload
// (issue 40: ≤ 10 s). Makes BENCH_FILES (default 200) creatives the way an agency sends them
// (PNG banners in five sizes, a fifth of them @2x, GIFs, HTML5 zips with their ad.size meta tag,
// a few zips without it and names without a size), packs them into one zip as a drop, and times
// `analyseDrop` on them against a campaign of four positions: the archive guard, the unzip, each
// file's real type, pixels, HTML and weight, the matching. Prints the files, the seconds and the
// matches, and exits 1 at 10 s or more. Runs under Node 24's type stripping.

import { bannerGif, bannerPng, html5Zip, zipOf } from '../src/seed/creative-files.ts';
import { analyseDrop } from '../src/services/creatives/bulk-analysis.ts';

const count = Number(process.env.BENCH_FILES ?? 200);
const LIMIT_SECONDS = 10;
const SIZES = [
  [300, 250],
  [728, 90],
  [160, 600],
  [970, 250],
  [320, 50],
] as const;

const files: Record<string, Uint8Array> = {};
for (let index = 0; index < count; index++) {
  const [width, height] = SIZES[index % SIZES.length] ?? [300, 250];
  const kind = index % 10;
  if (kind < 5) files[`banner-${index}_${width}x${height}.png`] = bannerPng(width, height);
  else if (kind === 5) files[`retina-${index}.png`] = bannerPng(width * 2, height * 2);
  else if (kind === 6) files[`anim-${index}.gif`] = bannerGif(width, height);
  else if (kind === 7) files[`html5-${index}.zip`] = html5Zip({ size: { width, height } });
  else if (kind === 8) files[`noMeta-${index}.zip`] = html5Zip({});
  else files[`unnamed-${index}.gif`] = bannerGif(333, 111);
}
const drop = zipOf(files);
const positions = [
  { id: 1, name: 'Rectangle', sizes: ['300x250'] },
  { id: 2, name: 'Leaderboard', sizes: ['728x90'] },
  { id: 3, name: 'Skyscraper', sizes: ['160x600', '300x600'] },
  { id: 4, name: 'Billboard', sizes: ['970x250', '994x250'] },
];

const started = performance.now();
const analysed = await analyseDrop([{ fileName: 'drop.zip', bytes: drop }], positions);
const seconds = (performance.now() - started) / 1000;
const matches = Object.groupBy(analysed, (file) => file.match);
console.log(
  `${analysed.length} files (${(drop.length / 1024).toFixed(0)} kB zipped) analysed in ${seconds.toFixed(2)} s: ` +
    Object.entries(matches)
      .map(([match, group]) => `${group?.length ?? 0} ${match}`)
      .join(', '),
);
if (seconds >= LIMIT_SECONDS) {
  console.error(`Slower than ${LIMIT_SECONDS} s`);
  process.exit(1);
}
