import type { Area } from '../context.ts';
import { registerReports } from './reports.ts';
import { registerReportSchedules } from './schedule.ts';
import { registerReportTemplates } from './templates.ts';

/**
 * Business intelligence (issue 43; spec 1 §2.12, DOMAIN §10, DOMAIN2 §7): the report builder
 * over campaigns, positions, invoices and delivery, its templates, exports and scheduled mails.
 */
export const reportingArea: Area = {
  name: 'reporting',
  registrations: [registerReports, registerReportTemplates, registerReportSchedules],
};
