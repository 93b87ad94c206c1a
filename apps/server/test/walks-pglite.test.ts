import { describeWalks } from './support/walks.ts';

// The route table's three walks on PGlite, on one server (support/walks.ts; PostgreSQL has a file
// of its own, walks-postgres.test.ts, so vitest runs the two lanes side by side). Beside the
// PostgreSQL lane this lane proves what differs between the engines:
// - malformed requests: what a handler does with a value its contract let through (at most two
//   listed values a field, every listed value at least once, 250 generated values, 300 random
//   requests) answers no 5xx, the spec's error shape, and stores nothing;
// - tenant isolation: one id-taking route in three refuses company A on company B's records and
//   leaves B's rows as they were; the `company: 'none'` routes touch no company-owned table;
// - access: every route declares its rule and answers one caller of each outcome it declares
//   (401, 403, 2xx: every handler runs here too), and a company outside the caller's scope 403.
// Without a PostgreSQL lane (outside CI) this lane walks everything walks-postgres.test.ts does.
describeWalks('pglite');
