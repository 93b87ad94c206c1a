// The Prebid.js bundle the header tags load (issue 41): Prebid's npm package with the modules of
// src/services/header-tag/prebid-entry.js, built for browsers into one file. build.mjs builds it
// into dist/ with the server; the server's tests, which run the source, build it on first use.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export async function buildPrebidBundle(outfile) {
  await build({
    entryPoints: [
      fileURLToPath(new URL('./src/services/header-tag/prebid-entry.js', import.meta.url)),
    ],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2019',
    legalComments: 'none',
    logLevel: 'warning',
  });
}
