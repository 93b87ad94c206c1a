import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { readCommitHash } from '../../scripts/lib/commit.mjs';

const commitHash = readCommitHash();

/** The build carries its commit; COMMITHASH.txt beside it lets the server report the same one. */
function commitHashFile(): Plugin {
  return {
    name: 'adconsole-commit-hash',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'COMMITHASH.txt', source: `${commitHash}\n` });
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), commitHashFile()],
  define: { __COMMIT_HASH__: JSON.stringify(commitHash) },
  build: { target: 'es2023', sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/COMMITHASH.txt': 'http://127.0.0.1:3000' },
  },
});
