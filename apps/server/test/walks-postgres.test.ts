import { describeWalks } from './support/walks.ts';

// The route table's three walks on PostgreSQL, on one server (support/walks.ts; skipped where the
// run has no PostgreSQL lane; PGlite: walks-pglite.test.ts). As the run's last lane it walks
// everything:
// - malformed requests: every hostile value alone on every route, every refusal, 1,000 random
//   requests and issue 35's control characters: no 5xx, the spec's error shape (422 naming the
//   field for a control character), nothing stored;
// - tenant isolation: every id-taking route refuses company A on company B's records, shows
//   nothing of B's and leaves B's rows as they were; the `company: 'none'` routes touch no
//   company-owned table;
// - access: every route × every persona and anonymous answers what its rule declares (401, 403,
//   2xx), and a company outside the caller's scope 403 unless they hold SWITCH_COMPANY_VIEW.
describeWalks('postgres');
