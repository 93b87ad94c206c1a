import { defineConfig } from 'vite';

// Plain Vite: no vanilla-extract plugin and no React plugin. The packages bring their styles
// as CSS files their modules import, and Vite's own transform compiles the JSX. The API is the
// Adconsole server at ADCONSOLE_API_URL (the console's origin), reached through the dev and
// preview servers' proxy, so the app calls `/api/…` on its own origin as the console does.
const api = process.env.ADCONSOLE_API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': { target: api, changeOrigin: true } };

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  server: { proxy },
  preview: { proxy },
});
