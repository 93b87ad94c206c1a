import {
  type CoopWeek,
  coopWeekEndpoints,
  MAPPING_ID_EXAMPLES,
  MAPPING_ID_PATTERNS,
  type PartnerFilial,
  type ProgrammaticMapping,
  partnerFilialEndpoints,
  programmaticMappingEndpoints,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { activeUnless, caseless, contains, type Rows } from '../../kit/list.ts';
import { uniqueColumn } from '../../kit/resource.ts';
import { actorScope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { isoDay } from '../orders/campaigns.ts';
import {
  ADMIN_ONLY,
  COOP_WEEK_ACCESS,
  equals,
  invalid,
  registerCatalogue,
  requireOwn,
  stampsOf,
} from './catalogue-kit.ts';

/** Coop weeks, partner branches and programmatic mappings. */
export function registerPartnerSettings({ app, database }: ServiceContext): void {
  const { db } = database;

  // --- Coop weeks ---
  registerCatalogue(app, db, {
    endpoints: coopWeekEndpoints,
    table: 'coopWeek',
    access: COOP_WEEK_ACCESS,
    toItem: (row): CoopWeek => ({
      id: row.id,
      year: row.year,
      week: row.week,
      name: row.name,
      startsOn: isoDay(row.startsOn),
      endsOn: isoDay(row.endsOn),
      ...stampsOf(row),
    }),
    toStored: (body) => ({
      year: body.year,
      week: body.week,
      name: body.name,
      startsOn: body.startsOn,
      endsOn: body.endsOn,
      active: body.active,
    }),
    check: async (trx, { actor, before, body }) => {
      if (body.endsOn < body.startsOn) throw invalid({ endsOn: serverMessage('endBeforeStart') });
      const days = (Date.parse(body.endsOn) - Date.parse(body.startsOn)) / 86_400_000;
      if (days > 13) throw invalid({ endsOn: serverMessage('coopWeekTooLong') });
      let same = actorScope(trx, actor)
        .rows('coopWeek', trx)
        .select('id')
        .where('year', '=', body.year)
        .where('week', '=', body.week);
      if (before) same = same.where('id', '!=', before.id);
      if (await same.executeTakeFirst()) throw invalid({ week: serverMessage('coopWeekTaken') });
    },
    filters: {
      year: equals('year'),
    },
    sort: { startsOn: 'startsOn', name: caseless('name') },
    texts: 'settingsCompany.coopWeeks',
    columns: ['year', 'week', 'name', 'startsOn', 'endsOn'],
    noun: 'coop week',
    entity: 'COOP_WEEK',
  });

  // --- Partner branches ---
  registerCatalogue(app, db, {
    endpoints: partnerFilialEndpoints,
    table: 'partnerFilial',
    access: ADMIN_ONLY,
    toItem: (row): PartnerFilial => ({
      id: row.id,
      partnerName: row.partnerName,
      name: row.name,
      branchNumber: row.branchNumber,
      street: row.street,
      postalCode: row.postalCode,
      city: row.city,
      ...stampsOf(row),
    }),
    nameOf: (row) => `${row.partnerName} ${row.name}`,
    toStored: (body) => ({
      partnerName: body.partnerName,
      name: body.name,
      branchNumber: body.branchNumber,
      street: body.street,
      postalCode: body.postalCode,
      city: body.city,
      active: body.active,
    }),
    unique: uniqueColumn('branchNumber', 'branchNumberTaken', 'partnerName'),
    filters: {
      nameFilter: (rows, text) =>
        rows.where((eb) =>
          eb.or([
            eb(sql`lower(name)`, 'like', `%${text.toLowerCase()}%`),
            eb(sql`lower(partner_name)`, 'like', `%${text.toLowerCase()}%`),
            eb(sql`lower(city)`, 'like', `%${text.toLowerCase()}%`),
          ]),
        ) as Rows<'partnerFilial'>,
      includeInactive: activeUnless(),
    },
    sort: { partnerName: caseless('partnerName'), name: caseless('name'), city: caseless('city') },
    texts: 'settingsCatalogue.partnerFilials',
    columns: ['partnerName', 'name', 'branchNumber', 'postalCode', 'city'],
    noun: 'partner branch',
    entity: 'PARTNER_FILIAL',
  });

  // --- Programmatic mappings (AdSense, Xandr, Google, Adomik, Passendo) ---
  registerCatalogue(app, db, {
    endpoints: programmaticMappingEndpoints,
    table: 'programmaticMapping',
    access: ADMIN_ONLY,
    references: {
      websiteId: { table: 'website', name: 'name' },
      placementId: { table: 'websitePlacement', name: 'name' },
    },
    toItem: (row, named): ProgrammaticMapping => ({
      id: row.id,
      system: row.system,
      websiteId: row.websiteId,
      websiteName: named.websiteId?.name ?? '',
      placementId: row.placementId,
      placementName: row.placementId ? (named.placementId?.name ?? null) : null,
      externalId: row.externalId,
      name: row.externalId,
      note: row.note,
      ...stampsOf(row),
    }),
    nameOf: (row) => row.externalId,
    toStored: (body) => ({
      system: body.system,
      websiteId: body.websiteId,
      placementId: body.placementId,
      externalId: body.externalId,
      note: body.note,
      active: body.active,
    }),
    unique: uniqueColumn('externalId', 'mappingIdTaken', 'system'),
    check: async (trx, { actor, before, body }) => {
      if (!MAPPING_ID_PATTERNS[body.system].test(body.externalId)) {
        throw invalid({
          externalId: serverMessage('mappingIdFormat', {
            example: MAPPING_ID_EXAMPLES[body.system],
          }),
        });
      }
      if (before && before.system !== body.system) {
        throw invalid({ system: serverMessage('mappingSystemFixed') });
      }
      const scope = actorScope(trx, actor);
      await requireOwn(scope, 'website', body.websiteId, 'websiteId');
      if (body.placementId !== null) {
        const placement = await requireOwn(
          scope,
          'websitePlacement',
          body.placementId,
          'placementId',
        );
        if (placement.websiteId !== body.websiteId) {
          throw invalid({ placementId: serverMessage('placementOfOtherWebsite') });
        }
      }
      let same = scope
        .rows('programmaticMapping', trx)
        .select('id')
        .where('system', '=', body.system)
        .where('websiteId', '=', body.websiteId)
        .where(sql<boolean>`coalesce(placement_id, 0) = ${body.placementId ?? 0}`);
      if (before) same = same.where('id', '!=', before.id);
      if (await same.executeTakeFirst()) {
        throw invalid({
          [body.placementId === null ? 'websiteId' : 'placementId']:
            serverMessage('mappingTargetTaken'),
        });
      }
    },
    filters: {
      nameFilter: contains('externalId'),
      includeInactive: activeUnless(),
      system: equals('system'),
      websiteId: equals('websiteId'),
    },
    sort: { externalId: caseless('externalId'), createdAt: 'createdAt' },
    texts: 'settingsMappings',
    columns: ['system', 'externalId', 'note'],
    noun: 'mapping',
    entity: 'PROGRAMMATIC_MAPPING',
  });
}
