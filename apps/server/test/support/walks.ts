import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { describeAccessWalk } from './access-walk.ts';
import { type DatabaseLane, databaseLanes } from './databases.ts';
import { serverOnLane } from './lane-server.ts';
import { describeMalformed } from './malformed.ts';
import { type Caller, prepareWalk, type Walk } from './route-samples.ts';
import { slack } from './slack.ts';
import { describeTenantIsolation } from './tenant-isolation.ts';

/**
 * The three walks over the route table on one database lane, on one server of that lane
 * (issue 36): each walk used to start a server of its own (a copy of the seeded template, the
 * app, its job queue, the personas signed in, the walk's samples prepared), six servers in all,
 * each polling its job queue while its file ran. One file per lane (`walks-pglite.test.ts`,
 * `walks-postgres.test.ts`), so vitest runs the two lanes side by side, each on a worker.
 *
 * In this order, each walk proving on its lane what its own describe says:
 * 1. the malformed walk (support/malformed.ts): hostile values and malformed requests answered
 *    with a 4xx in the spec's error shape, no 5xx, and every table as it was before;
 * 2. the tenant-isolation walk (support/tenant-isolation.ts): every id-taking route refuses
 *    company A on company B's records, shows nothing of B's and leaves B's rows as they were;
 *    a `company: 'none'` route touches no company-owned table;
 * 3. the access walk (support/access-walk.ts): every route declares its rule and answers every
 *    persona and anonymous what it declares (401, 403, 2xx), and a company outside the caller's
 *    scope 403. Last, because its admitted requests change records and queue mails (an SMTP
 *    server that answers nothing, so the mail calls that need a transport are admitted), which
 *    the first two would see as rows that changed.
 * What a lane walks of each (every request or a sample) follows from whether it is the run's
 * last lane: PostgreSQL when the run has it, else PGlite (each walk's comment says why).
 */
export function describeWalks(laneName: DatabaseLane['name']): void {
  const lanes = databaseLanes();
  const index = lanes.findIndex((candidate) => candidate.name === laneName);
  const lane = lanes[index];
  const lastLane = index === lanes.length - 1;
  // Outside CI a machine without PostgreSQL runs the PGlite lane only (test/setup/postgres.ts).
  describe.skipIf(!lane)(`the route table's walks on ${laneName}`, () => {
    if (!lane) return;
    const consoleDir = mkdtempSync(path.join(tmpdir(), 'adconsole-console-'));
    beforeAll(() => {
      mkdirSync(path.join(consoleDir, 'assets'));
      writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Adconsole</title>');
    });
    afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));
    // An SMTP server that answers nothing: the mail calls that need a transport are admitted,
    // and the walk's mails fail to leave in the background. So is the chat's model (issue 44):
    // a question is admitted and answered with the stream's `unreachable` error.
    const server = serverOnLane(lane, {
      consoleDir,
      smtp: { url: 'smtp://127.0.0.1:9', from: 'walk@console.test' },
      chatModel: { url: 'http://127.0.0.1:9/v1', model: 'walk', key: undefined },
    });
    const walk = preparedWalk(server);
    describeMalformed(lane, server);
    describeTenantIsolation(lane, server, walk, lastLane ? 1 : 3);
    describeAccessWalk(lane, server, walk, lastLane);
  });
}

/**
 * The walk's callers and samples (`prepareWalk`) on the server, prepared before the block's
 * tests: `callers` is filled then, `contextFor` throws when used before.
 */
function preparedWalk(server: Parameters<typeof prepareWalk>[0]): Walk {
  let prepared: Walk | undefined;
  const callers: Caller[] = [];
  beforeAll(async () => {
    prepared = await prepareWalk(server);
    callers.push(...prepared.callers);
  }, slack(180_000));
  return {
    callers,
    contextFor(caller, method) {
      if (!prepared) throw new Error('the walk is used before its beforeAll');
      return prepared.contextFor(caller, method);
    },
  };
}
