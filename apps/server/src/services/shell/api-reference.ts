import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PUBLIC } from '../../http/access.ts';
import { CONTENT_SECURITY_POLICY } from '../../http/security.ts';
import type { ServiceContext } from '../context.ts';
import { OPENAPI_PATH } from './system.ts';

export const API_REFERENCE_PATH = '/api/reference';

/**
 * The API's reference for other apps' developers (issue 45): the OpenAPI document read by
 * Swagger UI (swagger-ui-dist: a prebuilt bundle with no dependencies of its own, kept by
 * SmartBear). Served by the server on this page only; the console never loads it. Its files
 * are read on first request and kept in memory.
 *
 * Its Content-Security-Policy is the console's without Trusted Types: Swagger UI renders the
 * summaries' Markdown through DOMPurify into innerHTML, which a Trusted Types policy of the
 * console's would have to allow for every page. Scripts stay the server's own files (the
 * start call is a file too, no inline script), nothing is framed, nothing else is fetched.
 */
const REFERENCE_CSP = Object.entries({
  ...CONTENT_SECURITY_POLICY,
  requireTrustedTypesFor: undefined,
  trustedTypes: undefined,
  frameSrc: ["'none'"],
})
  .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
  .map(
    ([name, values]) =>
      `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
  )
  .join('; ');

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Adconsole API reference</title>
<link rel="stylesheet" href="${API_REFERENCE_PATH}/swagger-ui.css">
</head>
<body>
<main id="reference" aria-label="Adconsole API reference"></main>
<script src="${API_REFERENCE_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_REFERENCE_PATH}/swagger-ui-standalone-preset.js"></script>
<script src="${API_REFERENCE_PATH}/start.js"></script>
</body>
</html>
`;

// The stable calls first (their tag), every call's schema open to read, a filter by tag.
const start = `window.SwaggerUIBundle({
  urls: [
    { name: 'Stable calls (v1)', url: ${JSON.stringify(`${OPENAPI_PATH}?calls=stable`)} },
    { name: 'All calls (the console’s own included)', url: ${JSON.stringify(OPENAPI_PATH)} },
  ],
  dom_id: '#reference',
  presets: [window.SwaggerUIBundle.presets.apis, window.SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  deepLinking: true,
  filter: true,
  tagsSorter: function (a, b) {
    var stable = /^stable /;
    if (stable.test(a) !== stable.test(b)) return stable.test(a) ? -1 : 1;
    return a.localeCompare(b);
  },
  operationsSorter: 'alpha',
  defaultModelsExpandDepth: 0,
  tryItOutEnabled: false,
  onComplete: function () {
    var toggle = document.querySelector('.dark-mode-toggle button');
    if (toggle) toggle.setAttribute('aria-label', 'Dark mode');
  },
});
// Swagger UI's version badges are white on light green and grey (contrast 2.3:1): darker here.
var style = document.createElement('style');
style.textContent = '.swagger-ui .info .title small { background: #4b5563 }'
  + ' .swagger-ui .info .title small.version-stamp { background: #3f6212 }';
document.head.appendChild(style);
`;

const FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
} as const;

export function registerApiReference({ app }: ServiceContext): void {
  const distDir = path.dirname(
    createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
  );
  const cache = new Map<string, Buffer>();
  const read = (name: keyof typeof FILES) => {
    let bytes = cache.get(name);
    if (!bytes) {
      bytes = readFileSync(path.join(distDir, name));
      cache.set(name, bytes);
    }
    return bytes;
  };

  app.get(API_REFERENCE_PATH, { config: { access: PUBLIC } }, async (_request, reply) =>
    reply
      .header('Content-Security-Policy', REFERENCE_CSP)
      .type('text/html; charset=utf-8')
      .send(page),
  );
  app.get(`${API_REFERENCE_PATH}/start.js`, { config: { access: PUBLIC } }, async (_r, reply) =>
    reply.type('text/javascript; charset=utf-8').send(start),
  );
  for (const [name, type] of Object.entries(FILES) as [keyof typeof FILES, string][]) {
    app.get(`${API_REFERENCE_PATH}/${name}`, { config: { access: PUBLIC } }, async (_r, reply) =>
      reply.type(type).send(read(name)),
    );
  }
}
