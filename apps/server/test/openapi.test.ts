import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { endpoints, STABLE_API } from '@adconsole/api/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type buildOpenApiDocument, STABLE_TAG, stableSubset } from '../src/http/openapi.ts';
import { databaseLanes } from './support/databases.ts';
import { serverOnLane } from './support/lane-server.ts';
import { breakingChanges, type OpenApiDocument } from './support/openapi-compat.ts';

interface Operation {
  tags?: string[];
  'x-stability'?: string;
  security?: unknown[];
  parameters: { name: string; in: string }[];
  requestBody?: {
    content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
  };
  responses: Record<string, unknown>;
}

describe('the OpenAPI document (issue 3, §10)', () => {
  const [pglite] = databaseLanes();
  if (!pglite) throw new Error('no PGlite lane');
  const server = serverOnLane(pglite);
  let document: { openapi: string; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    const response = await server.send('GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('describes every endpoint of the contracts under its path and method', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of Object.values(endpoints)) {
      const operation = document.paths[`/api/${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(operation, endpoint.path).toBeDefined();
    }
  });

  it('gives the sign-in its body, no bearer requirement, and the token answer', () => {
    const signIn = document.paths['/api/ws-auth/token']?.post;
    expect(signIn?.security).toEqual([]);
    expect(
      Object.keys(signIn?.requestBody?.content['application/json'].schema.properties ?? {}),
    ).toEqual(['email', 'password']);
    expect(signIn?.responses).toHaveProperty('200');
  });

  it('names path and query parameters, and the 401/403/422 answers', () => {
    const company = document.paths['/api/ws-companies/companies/{id}']?.get;
    expect(company?.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(company?.responses).toHaveProperty('401');
    expect(company?.responses).toHaveProperty('403');
    const search = document.paths['/api/ws-companies/companies']?.get;
    expect(search?.parameters.map((parameter) => parameter.name)).toEqual([
      'search',
      'page',
      'limit',
    ]);
    expect(search?.responses).toHaveProperty('422');
  });

  it('marks the calls other apps may build on as stable, the rest as internal', () => {
    const stablePaths = new Set(
      STABLE_API.endpoints.map(
        (name) => `${endpoints[name].method.toLowerCase()} /api/${endpoints[name].path}`,
      ),
    );
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const isStable = stablePaths.has(`${method} ${path}`);
        expect(operation['x-stability'], `${method} ${path}`).toBe(
          isStable ? 'stable' : 'internal',
        );
        expect(operation.tags?.includes(STABLE_TAG), `${method} ${path}`).toBe(isStable);
      }
    }
    expect(stablePaths.size).toBe(STABLE_API.endpoints.length);
  });

  // Issue 45: "additive changes only within a major version, checked by a test that compares
  // the document with the last release's copy and fails on a removed field or endpoint".
  // The copy is written when a release is cut (`pnpm --filter @adconsole/server
  // openapi:release`, README "Releases"): OPENAPI_RELEASE=1 runs this test to write it.
  it(`changes the stable calls only by addition since the last release (v${STABLE_API.major})`, () => {
    const copyFile = new URL(`../openapi/v${STABLE_API.major}.json`, import.meta.url);
    const current = stableSubset(document as ReturnType<typeof buildOpenApiDocument>);
    if (process.env.OPENAPI_RELEASE === '1') {
      writeFileSync(copyFile, `${JSON.stringify(current, null, 2)}\n`);
    }
    expect(existsSync(copyFile), 'the last release’s copy').toBe(true);
    const released = JSON.parse(readFileSync(copyFile, 'utf8')) as OpenApiDocument;
    expect(Object.keys(released.paths).length).toBeGreaterThan(0);
    expect(breakingChanges(released, current as OpenApiDocument)).toEqual([]);
  });

  it('serves a readable reference page, with its own files and a policy without Trusted Types', async () => {
    const page = await server.send('GET', '/api/reference');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('trusted-types');
    expect(page.body).not.toMatch(/<script>/);
    for (const file of [
      'start.js',
      'swagger-ui-bundle.js',
      'swagger-ui-standalone-preset.js',
      'swagger-ui.css',
    ]) {
      expect(page.body).toContain(`/api/reference/${file}`);
      const answer = await server.send('GET', `/api/reference/${file}`);
      expect(answer.statusCode, file).toBe(200);
      expect(answer.body.length, file).toBeGreaterThan(100);
    }
    // The console's pages keep their Trusted Types.
    const health = await server.send('GET', '/api/health');
    expect(String(health.headers['content-security-policy'])).toContain('trusted-types');
  });
});
