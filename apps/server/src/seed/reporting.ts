import type { ReportDefinition, ReportSchedule, ReportType } from '@adconsole/api/contracts';
import type { Db } from '../db/database.ts';
import { scopeOf } from '../kit/scope.ts';
import { nextRunAfter } from '../services/reporting/schedule-time.ts';

// Demo report templates (issue 43) of the finance personas' company, saved by Carla Kontrolle
// (controlling@example.com, who holds REPORT_BUILDER): one per report type, the positions' one
// mailed to her every Monday at 07:00 when a product sold more than 20 % under list.

const COMPANY = 'Adconsole Sales';

const TEMPLATES: {
  type: ReportType;
  name: string;
  definition: ReportDefinition;
  schedule?: ReportSchedule;
}[] = [
  {
    type: 'campaign',
    name: 'Netto nach Verkäufer/in und Monat',
    definition: {
      dimensions: ['month', 'salesPerson'],
      metrics: ['net', 'positions'],
      filters: [],
      dateRange: 'THIS_YEAR',
    },
  },
  {
    type: 'position',
    name: 'Produkte unter Listenpreis',
    definition: {
      dimensions: ['product'],
      metrics: ['gross', 'net', 'underList'],
      filters: [],
      dateRange: 'LAST_3_MONTHS',
      sort: { field: 'underList', order: 'DESC' },
    },
    schedule: {
      frequency: 'WEEKLY',
      weekday: 1,
      monthDay: 1,
      time: '07:00',
      recipients: ['controlling@example.com'],
      format: 'xlsx',
      delivery: 'WHEN_FLAGGED',
      flagMetric: 'underList',
      flagOperator: 'GT',
      flagValue: 20,
    },
  },
  {
    type: 'invoice',
    name: 'Offene Posten nach Kunde',
    definition: {
      dimensions: ['account'],
      metrics: ['invoiced', 'paid', 'open', 'overdue'],
      filters: [],
      dateRange: 'THIS_YEAR',
      sort: { field: 'open', order: 'DESC' },
    },
  },
  {
    type: 'delivery',
    name: 'Impressionen und eCPM nach Produkt',
    definition: {
      dimensions: ['product'],
      metrics: ['impressions', 'clicks', 'ctr', 'ecpm'],
      filters: [],
      dateRange: 'LAST_3_MONTHS',
      sort: { field: 'impressions', order: 'DESC' },
    },
  },
];

export async function seedReportTemplates(trx: Db, activatedAt: Date): Promise<number> {
  const company = await trx
    .selectFrom('company')
    .select('id')
    .where('name', '=', COMPANY)
    .executeTakeFirst();
  const owner = await trx
    .selectFrom('appUser')
    .select('id')
    .where('email', '=', 'controlling@example.com')
    .executeTakeFirst();
  if (!company || !owner) return 0;
  await scopeOf(trx, company.id)
    .insert(
      'reportTemplate',
      TEMPLATES.map(({ type, name, definition, schedule }) => ({
        type,
        name,
        definition: JSON.stringify({ filters: [], ...definition }),
        schedule: schedule ? JSON.stringify(schedule) : null,
        nextRunAt: schedule ? nextRunAfter(schedule, activatedAt) : null,
        ownerUserId: owner.id,
      })),
      trx,
    )
    .execute();
  return TEMPLATES.length;
}
