import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareConsumer } from '../../../scripts/packages/consumer.mjs';
import { checkTarball, filesOfTarball } from '../../../scripts/packages/tarball.mjs';
import { axeViolations, bundledText, german, sharedConsole } from './harness.ts';
import { slack } from './slack.ts';

/*
 * Issue 45, "Done when": the four packages built and packed as they would be published, the
 * tarballs installed with npm into the consumer app (examples/consumer) in a temporary folder
 * outside the workspace, the app type-checked against the packages' declarations, built with
 * plain Vite (no vanilla-extract plugin) and checked in Chromium against the real server: it
 * renders with the packages' CSS, axe finds nothing, the server's 422 lands on a field of the
 * forms package, and the api package's typed calls sign in and list the CRM accounts. A removed
 * export fails the type check or the build; a CSS file missing from a tarball fails the
 * tarball check and the build (scripts/packages/tarball.mjs).
 */

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const run = promisify(execFile);
const app = sharedConsole();
const scratch = mkdtempSync(path.join(tmpdir(), 'adconsole-consumer-'));
const packs = path.join(scratch, 'packs');
const appDir = path.join(scratch, 'app');
let preview: ChildProcess | undefined;
let previewUrl = '';
let page: Page;

/** Runs a command to its end; a failure throws with what it printed. */
async function step(command: string, args: string[], cwd: string) {
  const started = performance.now();
  try {
    await run(command, args, { cwd, maxBuffer: 32 * 1024 * 1024 });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`consumer: ${path.basename(args[0] ?? command)} ${args[1] ?? ''} ${seconds} s`);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

/** Resolves once `url` answers 200; fails after `limit` ms. */
async function untilAnswers(url: string, limit: number) {
  const until = Date.now() + limit;
  while (Date.now() < until) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${limit} ms`);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  // One packing for the file: build, pack and check the four packages.
  await step(process.execPath, ['scripts/packages/pack.mjs', '--quiet', '--out', packs], repoRoot);
  const installing = performance.now();
  await prepareConsumer(appDir, packs);
  console.log(`consumer: npm install ${((performance.now() - installing) / 1000).toFixed(1)} s`);
  await step(
    process.execPath,
    [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'],
    appDir,
  );
  const vite = path.join(appDir, 'node_modules/vite/bin/vite.js');
  await step(process.execPath, [vite, 'build', '--logLevel', 'error'], appDir);
  const port = await freePort();
  preview = spawn(
    process.execPath,
    [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: appDir, env: { ...process.env, ADCONSOLE_API_URL: app.url }, stdio: 'pipe' },
  );
  previewUrl = `http://127.0.0.1:${port}`;
  await untilAnswers(previewUrl, 30_000);
  page = await app.newPage();
}, slack(900_000));

afterAll(() => {
  preview?.kill();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the packages as products, installed by an app outside the workspace (issue 45)', () => {
  it('packs each package with its built modules, declarations and CSS, and no sources, tests or stories', () => {
    const tarballs = readdirSync(packs).sort();
    expect(tarballs).toEqual([
      'adconsole-api.tgz',
      'adconsole-forms.tgz',
      'adconsole-i18n.tgz',
      'adconsole-ui.tgz',
    ]);
    for (const tarball of tarballs) {
      const files = [...filesOfTarball(path.join(packs, tarball)).keys()];
      expect(files, tarball).toContain('dist/index.js');
      expect(files, tarball).toContain('dist/index.d.ts');
      expect(files.filter((file) => !/^(dist\/|package\.json$|README\.md$)/.test(file))).toEqual(
        [],
      );
      expect(checkTarball(tarball, filesOfTarball(path.join(packs, tarball)))).toEqual([]);
    }
    const ui = [...filesOfTarball(path.join(packs, 'adconsole-ui.tgz')).keys()];
    expect(ui).toContain('dist/components/Button/Button.css.ts.vanilla.css');
  });

  it('has changesets that `changeset version` accepts: none names an ignored app beside a package', () => {
    // changesets refuses a "mixed changeset" (an ignored package beside a released one) and
    // versions nothing: the release's first step (README "Releasing the packages").
    const { ignore } = JSON.parse(
      readFileSync(path.join(repoRoot, '.changeset/config.json'), 'utf8'),
    );
    const mixed = readdirSync(path.join(repoRoot, '.changeset'))
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .filter((file) => {
        const text = readFileSync(path.join(repoRoot, '.changeset', file), 'utf8');
        const names = [
          ...(text.split('---')[1] ?? '').matchAll(/["']?(@[\w-]+\/[\w-]+)["']?\s*:/g),
        ].map((match) => match[1]);
        const ignored = names.filter((name) => ignore.includes(name));
        return ignored.length > 0 && ignored.length < names.length;
      });
    expect(mixed).toEqual([]);
  });

  it('renders the sign-in form of the forms package in German, styled as in the console, with no axe violations', async () => {
    await page.goto(previewUrl);
    await page.getByRole('heading', { name: german('auth.login.title'), level: 2 }).waitFor();
    await expect.poll(() => page.title()).toBe(german('appName'));
    const submit = page.getByRole('button', { name: german('auth.login.submit') });
    const styleOf = (target: typeof submit) =>
      target.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          color: style.color,
          radius: style.borderRadius,
          font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
          padding: style.padding,
        };
      });
    const styled = await styleOf(submit);
    // The button's CSS arrived: a colour of the theme, not the browser's grey button.
    expect(styled.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(styled.background).not.toBe('rgb(239, 239, 239)');
    // And it is the design system's own: the console's sign-in button looks the same.
    const consolePage = await app.newPage();
    await consolePage.goto(`${app.url}/authentication/login`);
    const consoleSubmit = consolePage.getByRole('button', { name: german('auth.login.submit') });
    await consoleSubmit.waitFor();
    expect(styled).toEqual(await styleOf(consoleSubmit));
    await consolePage.context().close();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the server’s 422 on the e-mail field, in German (forms’ server-error mapping)', async () => {
    await page.getByLabel(german('auth.login.email')).fill('kein-mail');
    await page.getByLabel(german('auth.login.password')).fill('demo');
    await page.getByRole('button', { name: german('auth.login.submit') }).click();
    const email = page.getByLabel(german('auth.login.email'));
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(german('serverErrors.emailInvalid')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('signs in and lists the CRM accounts with the api package’s typed calls; the search filters them', async () => {
    await page.getByLabel(german('auth.login.email')).fill('sales@example.com');
    await page.getByLabel(german('auth.login.password')).fill('demo');
    await page.getByRole('button', { name: german('auth.login.submit') }).click();
    const grid = page.getByRole('grid', { name: german('crm.accounts.title') });
    await grid.waitFor();
    // What the server answers for the same call, asked directly.
    const token = await signInDirectly('sales@example.com');
    const answer = await listAccounts(token, {});
    expect(answer.total).toBeGreaterThan(0);
    const first = answer.items[0]?.name ?? '';
    const rowNamed = (name: string) => grid.getByRole('row').filter({ hasText: name }).first();
    await rowNamed(first).waitFor();
    expect(await grid.getByRole('columnheader').allInnerTexts()).toEqual(
      expect.arrayContaining([german('crm.accounts.columns.name')]),
    );
    // The search of the FilterBar goes to the server: only matching accounts stay.
    const last = answer.items.at(-1)?.name ?? '';
    await page.getByLabel(german('crm.accounts.filters.search')).fill(last);
    const searched = await listAccounts(token, { search: last });
    await expect
      .poll(async () => (await grid.getByRole('row').count()) - 1)
      .toBe(Math.min(searched.items.length, 10));
    await rowNamed(last).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('speaks English with ?lang=en: its own texts, ui’s and the server’s', async () => {
    const english = (key: string) => bundledText('en', key);
    await page.goto(`${previewUrl}/?lang=en`);
    await page.getByRole('heading', { name: english('auth.login.title'), level: 2 }).waitFor();
    await page.getByLabel(english('auth.login.email')).fill('no-mail');
    await page.getByLabel(english('auth.login.password')).fill('demo');
    await page.getByRole('button', { name: english('auth.login.submit') }).click();
    await page.getByText(english('serverErrors.emailInvalid')).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});

async function signInDirectly(email: string): Promise<string> {
  const response = await fetch(`${app.url}/api/ws-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo' }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function listAccounts(
  token: string,
  query: Record<string, string>,
): Promise<{ items: { name: string }[]; total: number }> {
  const search = new URLSearchParams({ page: '0', limit: '10', ...query });
  const response = await fetch(`${app.url}/api/ws-crm/records/accounts?${search}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json() as Promise<{ items: { name: string }[]; total: number }>;
}
