// Bundles the server into dist/main.js: our workspace packages are compiled in (they export
// TypeScript source), third-party packages stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'bundle-workspace-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^@adconsole\// }, async (args) => {
          if (args.pluginData?.resolving) return undefined;
          const result = await pluginBuild.resolve(args.path, {
            kind: args.kind,
            resolveDir: args.resolveDir,
            pluginData: { resolving: true },
          });
          return { ...result, external: false };
        });
      },
    },
  ],
  logLevel: 'warning',
});
