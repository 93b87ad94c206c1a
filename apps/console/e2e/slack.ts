/**
 * The time limits of the browser tests, stretched threefold in CI. `npm test` runs the server
 * tests, the stories, the typechecks and these side by side on two shared cores: there a page
 * that answers in 2 s alone takes 6 to 10, and a walk over 30 pages took 380 s against its
 * limit of 180 (stop 57's CI). A limit only says how long to wait for something that should
 * come; no test asserts a duration with it (the budgets are measured by the benchmarks and
 * `test:pages`).
 */
export const SLACK = process.env.CI ? 3 : 1;

/** `ms`, stretched in CI (SLACK). */
export const slack = (ms: number): number => ms * SLACK;
