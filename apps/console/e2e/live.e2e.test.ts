import { describe, expect, it } from 'vitest';
import { realConsole } from './harness.ts';
import { liveApproval } from './liveLists.ts';

/*
 * Live lists (issue 46) on one server: "a second user's approval removes the row from the first
 * user's list and lowers the tab count within 1 s, while the first user's selection of other
 * rows stays; … a user of another company sees no event (the test listens)". The two servers
 * behind the round-robin proxy: scale-out.e2e.test.ts.
 */

const app = realConsole();

describe('live lists on one server', () => {
  it('a second user’s approval leaves the first user’s list and tab count at once (prints the delay; issue 46: within 1 s); the choice of two stays; the other company hears nothing', async () => {
    const databaseUrl = app.databaseUrl;
    if (!databaseUrl) throw new Error('the file’s server has no database of its own');
    const delays = await liveApproval(() => app.newPage(), app.url, databaseUrl, [app.url]);
    console.log(`live list delay after the approval's answer: ${delays.join(', ')} ms`);
    expect(delays).toHaveLength(1);
  });
});
