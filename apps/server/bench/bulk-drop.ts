// The bulk upload benchmark's drop (bench/bulk-upload.ts), shared with its test
// (test/creatives-bulk-bench.test.ts): `count` creatives the way an agency sends them (PNG
// banners in five sizes, a tenth of them @2x, GIFs, HTML5 zips with their ad.size meta tag, a
// tenth without it, GIFs whose size no position takes), packed into one zip.

import { bannerGif, bannerPng, html5Zip, zipOf } from '../src/seed/creative-files.ts';

const SIZES = [
  [300, 250],
  [728, 90],
  [160, 600],
  [970, 250],
  [320, 50],
] as const;

/** The drop of `count` files, as one zip. */
export function benchDrop(count: number): Buffer {
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
  return zipOf(files);
}

/** The campaign's four positions the bench matches the drop against. */
export const BENCH_POSITIONS = [
  { id: 1, name: 'Rectangle', sizes: ['300x250'] },
  { id: 2, name: 'Leaderboard', sizes: ['728x90'] },
  { id: 3, name: 'Skyscraper', sizes: ['160x600', '300x600'] },
  { id: 4, name: 'Billboard', sizes: ['970x250', '994x250'] },
];
