import { describeMalformed } from './support/malformed.ts';

// Issues 3, 18 and 35: malformed requests and hostile values in every field, on PGlite. The
// PostgreSQL lane has a file of its own (malformed-postgres.test.ts), so vitest can run the two
// apart.
describeMalformed('pglite');
