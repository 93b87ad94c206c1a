// Builds one of the shared packages (issue 45) into its `dist/`: ESM JavaScript, one module per
// source module (so a consumer's bundler drops what it does not import), type declarations, and
// for @adconsole/ui the vanilla-extract styles compiled to CSS files that the modules using them
// import (a consumer needs no vanilla-extract plugin, and importing Button brings Button's CSS
// only). The entries are the package's `publishConfig.exports`: the workspace itself keeps
// resolving the sources (`exports`), the packed tarball the built files (pnpm pack applies
// publishConfig). Run from a package folder: `node ../../scripts/packages/build.mjs`.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import { run } from '../lib/run.mjs';

const packageDir = process.cwd();
const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
const outDir = path.join(packageDir, 'dist');

/** `./dist/x/y.js` of an export → `src/x/y.ts(x)` (the source the build starts from). */
const entries = await sourceEntries(manifest.publishConfig.exports);

/** Every dependency (and its subpaths) stays an import: the consumer's install provides it. */
const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
const isExternal = (id) =>
  id.startsWith('node:') ||
  external.some((name) => id === name || id.startsWith(`${name}/`)) ||
  /^react(-dom)?(\/|$)/.test(id);

await rm(outDir, { recursive: true, force: true });
await build({
  root: packageDir,
  configFile: false,
  logLevel: 'warn',
  plugins: [
    ...(manifest.name === '@adconsole/ui' ? [vanillaExtractPlugin({ identifiers: 'short' })] : []),
    importChunkCss(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    minify: false,
    sourcemap: false,
    target: 'es2023',
    cssCodeSplit: true,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      external: isExternal,
      // The vanilla-extract transform is most of ui's build; its timing notice is no news.
      checks: { pluginTimings: false },
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});

// Declarations: tsc writes `.d.ts` beside the modules, following the imports from the entries
// (so no test or story is declared); relative `.ts` imports become `.js`.
const tsconfig = path.join(packageDir, '.tsconfig.build.json');
await writeFile(
  tsconfig,
  JSON.stringify({
    extends: './tsconfig.json',
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rewriteRelativeImportExtensions: true,
      rootDir: 'src',
      outDir: 'dist',
      types: [],
    },
    include: [],
    files: Object.values(entries).map((file) => path.relative(packageDir, file)),
  }),
);
const tscCode = await run('tsc', ['-p', tsconfig], { cwd: packageDir });
await rm(tsconfig);
if (tscCode !== 0) throw new Error(`tsc: the declarations of ${manifest.name} failed (${tscCode})`);
// tsc keeps the sources' `./x.ts` specifiers in declarations; a consumer's compiler without
// `allowImportingTsExtensions` wants the built name.
for (const file of await readdir(outDir, { recursive: true })) {
  if (!file.endsWith('.d.ts')) continue;
  const declaration = path.join(outDir, file);
  const text = await readFile(declaration, 'utf8');
  const rewritten = text.replace(/(['"])(\.{1,2}\/[^'"]+?)\.tsx?\1/g, '$1$2.js$1');
  if (rewritten !== text) await writeFile(declaration, rewritten);
}

async function sourceEntries(exportsMap) {
  const result = {};
  for (const target of Object.values(exportsMap)) {
    const built = typeof target === 'string' ? target : target.default;
    if (!built.endsWith('.js')) continue;
    const name = built.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
    for (const ext of ['.ts', '.tsx']) {
      const source = path.join(packageDir, 'src', `${name}${ext}`);
      if (
        await readFile(source).then(
          () => true,
          () => false,
        )
      )
        result[name] = source;
    }
    if (!result[name]) throw new Error(`${manifest.name}: no source for the export ${built}`);
  }
  return result;
}

/**
 * Vite's library mode writes each module's CSS to a file of its own but does not import it
 * (it expects the consumer to link a stylesheet). This adds the import to the module that owns
 * the CSS, so a consumer's bundler brings exactly the styles of what it imports.
 */
function importChunkCss() {
  return {
    name: 'adconsole:import-chunk-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length === 0) continue;
        const from = path.posix.dirname(chunk.fileName);
        const imports = css.map((file) => {
          const relative = path.posix.relative(from, file);
          return `import '${relative.startsWith('.') ? relative : `./${relative}`}';\n`;
        });
        chunk.code = imports.join('') + chunk.code;
      }
    },
  };
}
