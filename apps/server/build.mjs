// Bundles the server into dist/main.js and the seed command into dist/seed.js: our workspace
// packages are compiled in (they export TypeScript source), third-party packages stay in
// node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    seed: 'src/seed-main.ts',
    restore: 'src/restore-main.ts',
    // The report builder's export worker (services/reporting/reports.ts loads it beside main.js).
    'report-export-worker': 'src/services/reporting/export-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  plugins: [
    {
      // Not `packages: 'external'`: that also keeps out our own packages' subpath exports
      // (`@adconsole/api/contracts`), which must be compiled in.
      name: 'external-third-party-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@adconsole/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});

// The Prebid.js bundle the header tags load (issue 41).
const { buildPrebidBundle } = await import('./prebid-bundle.mjs');
await buildPrebidBundle('dist/htag-prebid.js');
