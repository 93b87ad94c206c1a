import { describeMalformed } from './support/malformed.ts';

// Issues 3, 18 and 35: malformed requests and hostile values in every field, on PostgreSQL
// (skipped where the run has no PostgreSQL lane). PGlite: malformed-pglite.test.ts.
describeMalformed('postgres');
