import type { InjectOptions } from 'fastify';
import type { Db } from '../../src/db/database.ts';

// The access walk's samples of the report builder (issue 43): every route of ws-reporting, each
// on a template of the caller's company made for the request.

interface Context {
  caller: { companyId?: number };
  method: string;
  db: Db;
}

let walkNumber = 0;
const api = '/api/ws-reporting';

const definition = {
  dimensions: ['month'],
  metrics: ['net', 'positions'],
  filters: [],
  dateRange: 'CUSTOM',
  from: '2026-01-01',
  to: '2026-12-31',
};
const schedule = {
  frequency: 'WEEKLY',
  weekday: 1,
  monthDay: 1,
  time: '07:00',
  recipients: ['walk@example.com'],
  format: 'csv',
  delivery: 'ALWAYS',
};

const companyOf = async ({ caller, db }: Context) =>
  caller.companyId ??
  (await db.selectFrom('company').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

/** A new template of the caller's company, with a schedule. */
async function walkTemplate(context: Context) {
  const companyId = await companyOf(context);
  return context.db
    .insertInto('reportTemplate')
    .values({
      companyId,
      type: 'campaign',
      name: `Walk report ${++walkNumber} ${Date.now()}`,
      definition: JSON.stringify(definition),
      schedule: JSON.stringify(schedule),
      nextRunAt: new Date('2030-01-07T06:00:00Z'),
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

const write = () => ({
  type: 'campaign',
  name: `Walk report ${++walkNumber} ${Date.now()}`,
  definition,
});

export const reportingSamples: Record<
  string,
  (context: Context) => Promise<InjectOptions> | InjectOptions
> = {
  [`${api}/report-runs`]: () => ({
    url: `${api}/report-runs`,
    payload: { type: 'campaign', definition },
  }),
  [`${api}/report-exports`]: () => ({
    url: `${api}/report-exports?format=csv&language=de`,
    payload: { type: 'campaign', definition },
  }),
  [`${api}/report-templates`]: (context) =>
    context.method === 'POST'
      ? { url: `${api}/report-templates`, payload: write() }
      : { url: `${api}/report-templates?type=campaign` },
  [`${api}/report-templates/:id`]: async (context) => {
    const template = await walkTemplate(context);
    const url = `${api}/report-templates/${template.id}`;
    return context.method === 'PUT'
      ? { url, payload: { ...write(), version: template.version } }
      : { url };
  },
  [`${api}/report-templates/:id/copy`]: async (context) => ({
    url: `${api}/report-templates/${(await walkTemplate(context)).id}/copy`,
  }),
  [`${api}/report-templates/:id/send`]: async (context) => ({
    url: `${api}/report-templates/${(await walkTemplate(context)).id}/send`,
    payload: { asOf: '2026-06-01' },
  }),
  [`${api}/report-templates/:id/runs`]: async (context) => ({
    url: `${api}/report-templates/${(await walkTemplate(context)).id}/runs`,
  }),
};
