import { describeWalks } from './support/walks.ts';

// The route table's three walks (malformed requests, tenant isolation, access) on PGlite, on one
// server (support/walks.ts says what each proves on this lane). PostgreSQL: walks-postgres.test.ts,
// a file of its own so that vitest runs the two lanes side by side.
describeWalks('pglite');
