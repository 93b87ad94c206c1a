import {
  type BookingKey,
  endpoints,
  type PositionKeyValues,
  serverMessage,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AccessRule } from '../../http/access.ts';
import { type FieldErrors, ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { Scope } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { campaignRow } from './orders-record.ts';

// A digital position's key-values (issue 42; DOMAIN §3, a digital position's targeting; DOMAIN2
// §6.1): the keys and values of the company's targeting area (/targeting/keywords), chosen in
// the position's form, saved with the position (its history says old → new in the change's
// transaction), shown on it and pushed with it to the ad server (the line item keeps them).
//
// Decisions where the spec is silent:
// - The keys are the booking company's (the acting company of the order desk), active ones only:
//   an inactive key is not sent to the ad server (targeting/README.md).
// - A predefined key takes only its own values (compared ignoring case, stored as the key writes
//   them); a free-form key takes any value under the ad server's value rules, its listed values
//   are suggestions.
// - Only digital positions target key-values; a position of another medium is refused on the
//   field. A key renamed or deactivated later keeps what booked positions were saved with.

/** The company's active keys with their values, by name (the position form's choices). */
export function bookingKeys(scope: Scope, trx?: Db): Promise<BookingKey[]> {
  return scope
    .rows('targetingKey', trx)
    .where('active', '=', true)
    .select(['name', 'displayName', 'keyType', 'values'])
    .orderBy(sql`lower(name)`)
    .execute() as Promise<BookingKey[]>;
}

/**
 * The key-values of a position of `positionType` checked against the company's keys, as they are
 * stored: each key's own name and, for a predefined key, its own spelling of each value. A key
 * that is not an active key of the company, a value not of a predefined key, or key-values on a
 * position that is not digital answer 422 on the field.
 */
export async function checkedKeyValues(
  scope: Scope,
  trx: Db,
  positionType: string,
  keyValues: PositionKeyValues,
): Promise<PositionKeyValues> {
  if (keyValues.length === 0) return [];
  if (positionType !== 'DIGITAL')
    throw new ValidationError({ keyValues: serverMessage('keyValuesDigitalOnly') }, []);
  const keys = new Map(
    (await bookingKeys(scope, trx)).map((key) => [key.name.toLowerCase(), key] as const),
  );
  const fieldErrors: FieldErrors = {};
  const checked = keyValues.map((entry, index) => {
    const key = keys.get(entry.key.toLowerCase());
    if (!key) {
      fieldErrors[`keyValues.${index}.key`] = serverMessage('keyValueUnknownKey', {
        key: entry.key,
      });
      return entry;
    }
    if (key.keyType === 'FREEFORM') return { key: key.name, values: entry.values };
    const own = new Map(key.values.map((value) => [value.toLowerCase(), value] as const));
    const values = entry.values.map((value) => {
      const found = own.get(value.toLowerCase());
      if (!found)
        fieldErrors[`keyValues.${index}.values`] ??= serverMessage('keyValueNotOfKey', {
          value,
          key: key.name,
        });
      return found ?? value;
    });
    return { key: key.name, values };
  });
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors, []);
  return checked;
}

/** Key-values as the history and the ad server write them: `rubrik=sport,kultur; kanton=zh`. */
export function keyValuesText(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return (value as PositionKeyValues)
    .map((entry) => `${entry.key}=${entry.values.join(',')}`)
    .join('; ');
}

/** The keys a campaign's digital position may target (the order desk's form). */
export function registerBookingKeys(app: ServiceContext['app'], access: AccessRule): void {
  registerEndpoint(app, endpoints.ordersBookingKeys, access, async ({ params, scope }) => {
    await campaignRow(scope, params.id);
    return { items: await bookingKeys(scope) };
  });
}
