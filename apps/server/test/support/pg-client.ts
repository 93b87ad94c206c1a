import pg from 'pg';

/**
 * Runs `work` on a connection to the PostgreSQL database at `url`, ended afterwards: the
 * benchmarks' and the end-to-end harness's look-ups and clean-ups.
 */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
