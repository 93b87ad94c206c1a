import { serverMessage, sourceEndpoints } from '@adconsole/api/contracts';
import { registerNamedResource } from '../../kit/named.ts';
import type { ServiceContext } from '../context.ts';
import { funnelAccess } from './sales-records.ts';

/** Lead sources (/sales/sources): managed by sales-funnel holders and administrators. */
export function registerSourcesService({ app, database }: ServiceContext): void {
  registerNamedResource(app, database.db, {
    endpoints: sourceEndpoints,
    table: 'leadSource',
    access: funnelAccess,
    noun: 'source',
    texts: 'sources',
    nameTaken: serverMessage('sourceNameTaken'),
  });
}
