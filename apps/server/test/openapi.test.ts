import { endpoints } from '@adconsole/api/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseLanes } from './support/databases.ts';
import { serverOnLane } from './support/lane-server.ts';

interface Operation {
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
});
