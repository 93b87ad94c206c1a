/**
 * The time limits of the tests, stretched threefold in CI (the browser tests' e2e/slack.ts and
 * the server tests' test/support/slack.ts take them from here). `npm test` runs every lane at
 * once on two shared cores: there the PostgreSQL walk's 1,820 requests took 182 s for 18 s of
 * its own CPU, and a walk over 30 settings pages 380 s against its limit of 180 (stop 57's CI).
 * A limit only says how long to wait for something that should come; no test asserts a
 * duration with it (the budgets are measured by the benchmarks and `test:pages`).
 */
export const SLACK = process.env.CI ? 3 : 1;

/** `ms`, stretched in CI (SLACK). */
export const slack = (ms) => ms * SLACK;
