import { describeWalks } from './support/walks.ts';

// The route table's three walks (malformed requests, tenant isolation, access) on PostgreSQL, on
// one server (support/walks.ts says what each proves on this lane; skipped where the run has no
// PostgreSQL lane). PGlite: walks-pglite.test.ts.
describeWalks('postgres');
