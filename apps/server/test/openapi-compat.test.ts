import { describe, expect, it } from 'vitest';
import { breakingChanges, type OpenApiDocument } from './support/openapi-compat.ts';

// Issue 45: "state the versioning rule (additive changes only within a major version, checked
// by a test that compares the document with the last release's copy and fails on a removed
// field or endpoint)". These cases pin the rule on small documents; `openapi.test.ts` applies
// it to the served document against `openapi/v1.json`.
const account = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    status: { type: 'string', enum: ['ACTIVE', 'ARCHIVED'] },
    town: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['id', 'name', 'status'],
};
const body = {
  type: 'object',
  properties: { name: { type: 'string' }, kind: { type: 'string', enum: ['A', 'B'] } },
  required: ['name'],
  additionalProperties: false,
};

function document(change: (doc: ReturnType<typeof base>) => void = () => {}): OpenApiDocument {
  const doc = base();
  change(doc);
  return doc as OpenApiDocument;
}
function base() {
  return structuredClone({
    paths: {
      '/api/accounts/{id}': {
        get: {
          'x-stability': 'stable',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
            { name: 'expand', in: 'query', required: false, schema: { type: 'boolean' } },
          ],
          responses: {
            200: { content: { 'application/json': { schema: account } } },
            404: { content: { 'application/json': { schema: { type: 'object' } } } },
          },
        },
        put: {
          'x-stability': 'stable',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          requestBody: { content: { 'application/json': { schema: body } } },
          responses: { 204: {} },
        },
      },
    },
  });
}

describe('the OpenAPI compatibility rule (issue 45)', () => {
  it('finds nothing between a document and itself, or one that only adds', () => {
    expect(breakingChanges(document(), document())).toEqual([]);
    const added = document((doc) => {
      const answer = doc.paths['/api/accounts/{id}'].get.responses[200].content['application/json']
        .schema as typeof account & { properties: Record<string, unknown> };
      answer.properties.email = { type: 'string' };
      answer.properties.status.enum.push('MERGED');
      doc.paths['/api/accounts/{id}'].get.parameters.push({
        name: 'language',
        in: 'query',
        required: false,
        schema: { type: 'boolean' },
      });
      const request = doc.paths['/api/accounts/{id}'].put.requestBody.content['application/json']
        .schema as typeof body & { properties: Record<string, unknown> };
      request.properties.note = { type: 'string' };
      (doc.paths as Record<string, unknown>)['/api/new'] = { get: { responses: {} } };
    });
    expect(breakingChanges(document(), added)).toEqual([]);
  });

  it('fails on a removed answer field, and names it', () => {
    const removed = document((doc) => {
      const answer = doc.paths['/api/accounts/{id}'].get.responses[200].content['application/json']
        .schema as { properties: Record<string, unknown> };
      delete answer.properties.name;
    });
    expect(breakingChanges(document(), removed)).toEqual([
      'GET /api/accounts/{id} answer 200.name: removed',
    ]);
  });

  it('fails on a removed call, a call no longer stable, and a removed success answer', () => {
    const changed = document((doc) => {
      const paths = doc.paths as Record<string, Record<string, Record<string, unknown>>>;
      delete paths['/api/accounts/{id}']?.put;
      const get = paths['/api/accounts/{id}']?.get as { 'x-stability': string };
      get['x-stability'] = 'internal';
    });
    expect(breakingChanges(document(), changed)).toEqual([
      'GET /api/accounts/{id}: no longer stable',
      'PUT /api/accounts/{id}: removed',
    ]);
  });

  it('fails when an answer field may be missing or shows a new type', () => {
    const changed = document((doc) => {
      const answer = doc.paths['/api/accounts/{id}'].get.responses[200].content['application/json']
        .schema as typeof account;
      answer.required = ['id', 'status'];
      (answer.properties.id as { type: unknown }).type = ['integer', 'null'];
    });
    expect(breakingChanges(document(), changed)).toEqual([
      'GET /api/accounts/{id} answer 200.id: type integer → integer|null',
      'GET /api/accounts/{id} answer 200.name: no longer always present',
    ]);
  });

  it('fails when a request requires more or accepts less', () => {
    const changed = document((doc) => {
      const get = doc.paths['/api/accounts/{id}'].get;
      get.parameters = [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'since', in: 'query', required: true, schema: { type: 'string' } },
      ];
      const request = doc.paths['/api/accounts/{id}'].put.requestBody.content['application/json']
        .schema as typeof body;
      request.required = ['name', 'kind'];
      request.properties.kind.enum = ['A'];
    });
    expect(breakingChanges(document(), changed)).toEqual([
      'GET /api/accounts/{id} query parameter expand: removed',
      'GET /api/accounts/{id} query parameter since: newly required',
      'PUT /api/accounts/{id} body.kind: no longer accepts "B"',
      'PUT /api/accounts/{id} body.kind: newly required',
    ]);
  });

  it('follows $defs references on both sides', () => {
    const withRefs = (fields: Record<string, unknown>) =>
      ({
        paths: {
          '/api/x': {
            get: {
              'x-stability': 'stable',
              responses: {
                200: {
                  content: {
                    'application/json': {
                      schema: {
                        type: 'array',
                        items: { $ref: '#/$defs/row' },
                        $defs: { row: { type: 'object', properties: fields } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      }) as OpenApiDocument;
    expect(
      breakingChanges(
        withRefs({ a: { type: 'string' }, b: { type: 'string' } }),
        withRefs({ a: { type: 'string' } }),
      ),
    ).toEqual(['GET /api/x answer 200[].b: removed']);
  });
});
