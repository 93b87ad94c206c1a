import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { healthSchema } from '@adconsole/api/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/database.ts';

let consoleDir: string;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  consoleDir = mkdtempSync(path.join(tmpdir(), 'adconsole-console-'));
  mkdirSync(path.join(consoleDir, 'assets'));
  writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Adconsole</title>');
  writeFileSync(path.join(consoleDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(consoleDir, 'COMMITHASH.txt'), '0123abcd\n');
  database = await openDatabase({ kind: 'pglite-memory' });
  app = await buildApp({ config: { consoleDir }, database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

describe('health', () => {
  it('reports the database as reachable and the deployed commit', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = healthSchema.parse(response.json());
    expect(health).toMatchObject({
      status: 'ok',
      database: { kind: 'pglite', reachable: true },
      commit: '0123abcd',
    });
  });

  it('answers 503 and "degraded" when the database is gone', async () => {
    const broken = await openDatabase({ kind: 'pglite-memory' });
    const brokenApp = await buildApp({ config: { consoleDir }, database: broken });
    await broken.close();
    const response = await brokenApp.inject({ method: 'GET', url: '/api/health' });
    await brokenApp.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
  });
});

describe('/COMMITHASH.txt (spec 1 §7)', () => {
  it('serves the commit the console was built from, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/COMMITHASH.txt' });
    expect(response.body).toBe('0123abcd');
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the console', () => {
  it('answers a deep link with index.html, so the console routes it', async () => {
    const response = await app.inject({ method: 'GET', url: '/orders/campaigns?page=2' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Adconsole</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html at the root', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Adconsole</title>');
  });

  it('caches hashed assets for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});

describe('errors (spec 1 §8)', () => {
  it('answers an unknown API path with 404 and the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ws-nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'No such resource: GET /api/ws-nothing/here',
      translationKey: 'NOT_FOUND',
      path: '/api/ws-nothing/here',
    });
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ translationKey: 'BAD_REQUEST', path: '/api/health' });
  });
});
