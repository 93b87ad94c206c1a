import {
  type DAYPART_SORT_FIELDS,
  type Daypart,
  daypartEndpoints,
  PRODUCT_ROLES,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db, Schema } from '../../db/database.ts';
import type { AccessRule, Actor } from '../../http/access.ts';
import { caseless, type Rows } from '../../kit/list.ts';
import { activeBulk, ownName, storedNames, translatedNames } from '../../kit/named.ts';
import { type RowOf, uniqueColumn } from '../../kit/resource.ts';
import { actorScope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import {
  equals,
  invalid,
  registerCatalogue,
  requireMedium,
  requireOwn,
  stampsOf,
} from './catalogue-kit.ts';

// A station's dayparts (issue 37: "a station's dayparts cannot be edited"; DOMAIN.md §9
// BroadcastProduct dayparts[{from, to}]): the broadcast slots spots are sold in, listed and
// edited in the console's tv and radio settings (tab "dayparts"), each with its price share.
// - Roles: those of the station's medium, as the ad medium's settings (MANAGE_TV_PRODUCTS,
//   MANAGE_RADIO_PRODUCTS; others 403 by the route's rule): the list names its medium (the
//   settings' medium hook checks it), a write or a bulk action checks the station's medium of
//   each row.
// - Company: the kit's scope of the broadcast_slot table; the station must be one of the
//   company's ad media of TV or radio (422 on adMediumId otherwise).
// - Rules where the specs are silent: from before to within one day (00:00 to 23:59; a night
//   daypart ends at 23:59, as the seed's do); two active dayparts of a station overlap when their
//   times overlap on a weekday both are on air (06:00–09:00 and 09:00–12:00 do not: a daypart
//   ends as the next begins); an inactive one blocks nothing, and activating it is refused
//   while it would overlap. A daypart is never deleted: products and positions point at it.

type SlotRow = RowOf<'broadcastSlot'>;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const hhmm = (time: string) => time.slice(0, 5);

/** The active daypart of the station that the given times would overlap, if any. */
async function overlapping(
  trx: Transaction<Schema>,
  actor: Actor,
  slot: { id?: number; adMediumId: number; startsAt: string; endsAt: string; weekdays: number[] },
): Promise<string | undefined> {
  let rows = actorScope(trx, actor)
    .rows('broadcastSlot')
    .select('name')
    .where('adMediumId', '=', slot.adMediumId)
    .where('active', '=', true)
    .where(sql<boolean>`starts_at < ${slot.endsAt}::time and ${slot.startsAt}::time < ends_at`)
    .where(
      sql<boolean>`weekdays && array[${sql.join(slot.weekdays.map((day) => sql`${day}`))}]::smallint[]`,
    );
  if (slot.id !== undefined) rows = rows.where('id', '!=', slot.id);
  const clash = await rows.orderBy('startsAt').executeTakeFirst();
  return clash?.name;
}

/** The station's medium (TV or RADIO) of a station of the actor's company, else 422. */
async function stationMedium(
  trx: Transaction<Schema>,
  actor: Actor,
  adMediumId: number,
): Promise<'TV' | 'RADIO'> {
  const medium = await requireOwn(actorScope(trx, actor), 'adMedium', adMediumId, 'adMediumId');
  const mediaType = String(medium.mediaType);
  if (mediaType !== 'TV' && mediaType !== 'RADIO')
    throw invalid({ adMediumId: serverMessage('adMediumOfOtherMedium') });
  return mediaType;
}

/** The managers of radio or TV products (the settings' medium hook then asks the list's own). */
const BROADCAST_ACCESS: AccessRule = {
  roles: { anyOf: [PRODUCT_ROLES.TV, PRODUCT_ROLES.RADIO] },
  company: 'actable',
};

const overlapRefusal = (name: string) => ({
  reason: `It would overlap the daypart ${name}`,
  translationKey: 'DAYPARTS_OVERLAP',
});

export function registerDayparts({ app, database }: ServiceContext): void {
  const { db } = database;
  const active = activeBulk('daypart');
  registerCatalogue(app, db, {
    endpoints: daypartEndpoints,
    table: 'broadcastSlot',
    access: BROADCAST_ACCESS,
    // Issue 37: the name in the reader's language, as the station's products say it; the four
    // stored names for the form.
    references: { adMediumId: { table: 'adMedium', name: 'name' }, ...ownName('broadcastSlot') },
    toItem: (row, named): Daypart => ({
      id: row.id,
      adMediumId: row.adMediumId,
      adMediumName: named.adMediumId?.name ?? '',
      name: named.id?.name ?? row.name,
      ...translatedNames(row),
      startsAt: hhmm(row.startsAt),
      endsAt: hhmm(row.endsAt),
      priceSharePercent: Number(row.priceSharePercent),
      weekdays: row.weekdays,
      ...stampsOf(row),
    }),
    toStored: (body) => ({
      adMediumId: body.adMediumId,
      ...storedNames(body),
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      priceSharePercent: body.priceSharePercent,
      active: body.active,
    }),
    unique: uniqueColumn('name', 'daypartNameTaken', 'adMediumId'),
    check: async (trx, { actor, before, body }) => {
      if (before) requireMedium(actor, await stationMedium(trx, actor, before.adMediumId));
      const medium = await stationMedium(trx, actor, body.adMediumId);
      requireMedium(actor, medium);
      // A station made in the console has no details row yet: it gets one (language German,
      // as a print title's publication does in ad-medium-page.ts); that row is the lock, so two
      // people adding dayparts to one station take turns.
      await actorScope(trx, actor)
        .insert(
          'broadcastStation',
          { adMediumId: body.adMediumId, kind: medium, language: 'de' },
          trx,
        )
        .onConflict((oc) => oc.column('adMediumId').doNothing())
        .execute();
      await actorScope(trx, actor)
        .lockedRows('broadcastStation', trx)
        .select('adMediumId')
        .where('adMediumId', '=', body.adMediumId)
        .execute();
      if (!body.active) return;
      const clash = await overlapping(trx, actor, {
        ...(before && { id: before.id }),
        adMediumId: body.adMediumId,
        startsAt: body.startsAt,
        endsAt: body.endsAt,
        weekdays: before?.weekdays ?? EVERY_DAY,
      });
      if (clash) throw invalid({ startsAt: serverMessage('daypartsOverlap', { name: clash }) });
    },
    bulk: {
      activate: {
        set: active.activate.set,
        refuse: async (row: SlotRow, { trx, actor }) => {
          const refusal = await mediumRefusal(trx, actor, row);
          if (refusal) return refusal;
          if (row.active) return active.activate.refuse(row);
          const clash = await overlapping(trx, actor, {
            ...row,
            startsAt: hhmm(row.startsAt),
            endsAt: hhmm(row.endsAt),
          });
          return clash ? overlapRefusal(clash) : undefined;
        },
      },
      deactivate: {
        set: active.deactivate.set,
        refuse: async (row: SlotRow, { trx, actor }) =>
          (await mediumRefusal(trx, actor, row)) ?? active.deactivate.refuse(row),
      },
    },
    filters: {
      mediaType: (rows, medium) =>
        rows.where(
          sql<boolean>`exists (select 1 from ad_medium m where m.id = broadcast_slot.ad_medium_id and m.media_type = ${medium})`,
        ) as Rows<'broadcastSlot'>,
      adMediumId: equals('adMediumId'),
    },
    sort: {
      // The station's name and the start as one key (a station's dayparts in the order of the
      // day; \u0001 sorts before any letter, so "Radio X" comes before "Radio X2").
      adMediumName: sql`lower((select m.name from ad_medium m where m.id = broadcast_slot.ad_medium_id)) || chr(1) || to_char(starts_at, 'HH24:MI')`,
      startsAt: 'startsAt',
      name: caseless('name'),
      createdAt: 'createdAt',
    } satisfies Record<(typeof DAYPART_SORT_FIELDS)[number], unknown>,
    texts: 'settingsCatalogue.dayparts',
    columns: ['name', 'startsAt', 'endsAt', 'priceSharePercent'],
    noun: 'daypart',
    entity: 'DAYPART',
  });
}

/** A bulk row of a station whose medium the actor does not manage: refused (FORBIDDEN). */
async function mediumRefusal(trx: Transaction<Schema>, actor: Actor, row: SlotRow) {
  const medium = await actorScope(trx as Db, actor)
    .byId('adMedium', row.adMediumId, trx as Db)
    .select('mediaType')
    .executeTakeFirst();
  try {
    requireMedium(actor, medium?.mediaType ?? 'TV');
    return undefined;
  } catch {
    return { reason: 'You do not manage the products of this medium', translationKey: 'FORBIDDEN' };
  }
}
