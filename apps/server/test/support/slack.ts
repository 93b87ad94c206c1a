/**
 * The time limits of the server tests, stretched threefold in CI. `npm test` runs these beside
 * the browser tests, the stories and the typechecks on two shared cores: there the PostgreSQL
 * walk's 1,820 requests took 182 s for 18 s of its own CPU, and two walks ran past their limit
 * of 600 s. A limit only says how long to wait for something that should come; no test asserts
 * a duration with it (the budgets are measured by the benchmarks in bench/).
 */
export const SLACK = process.env.CI ? 3 : 1;

/** `ms`, stretched in CI (SLACK). */
export const slack = (ms: number): number => ms * SLACK;
