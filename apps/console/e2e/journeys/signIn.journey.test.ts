import { describe, expect, it } from 'vitest';
import { PERSONA_IDENTITIES } from '../../src/routes/personas.ts';
import { german, journeyConsole } from '../harness.ts';

const app = journeyConsole();

// The first minute of every persona's day on the full demo data: sign in, land, no error page.
describe('every persona signs in on the full demo data (PERSONAS.md)', () => {
  it.each(
    PERSONA_IDENTITIES.filter((persona) => persona.landsOn).map((p) => [p.email, p] as const),
  )('%s lands on its page, not on an error page', async (_email, persona) => {
    const page = await app.signedIn(persona.email);
    await page.waitForURL((url) => url.pathname === persona.landsOn);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const headings = await page.getByRole('heading', { level: 1 }).allTextContents();
    expect(headings).not.toContain(german('shell.notFound.title'));
    await page.context().close();
  });
});
