import { describe, expect, expectTypeOf, test } from 'vitest';
import { group, page } from './table/helpers.ts';
import {
  readTableParams,
  readTableSearch,
  type TableNodes,
  type TableParams,
  type TableSearch,
} from './useTableParams.ts';

const taskPages = group('$status', 'routes.tasks', [page('/', 'routes.tasks')], {
  params: { status: ['OPEN', 'DONE'] },
});
const position = page('history/$positionId/{-$day}', 'routes.history', {
  params: { positionId: 'id', day: 'date' },
  search: ['tab', 'redirectTo'],
});

describe('a screen reads its params and search typed by its node', () => {
  test('an id is a number, a status one of its list, an optional parameter may be missing', () => {
    const values = readTableParams<typeof position>([position], {
      positionId: '42',
      day: undefined,
    });
    expect(values).toEqual({ positionId: 42, day: undefined });
    expectTypeOf(values).toEqualTypeOf<{ positionId: number; day: string | undefined }>();
    expect(readTableParams([taskPages], { status: 'DONE' })).toEqual({ status: 'DONE' });
    const status = readTableParams<typeof taskPages>([taskPages, ...taskPages.children], {
      status: 'DONE',
    });
    expectTypeOf(status).toEqualTypeOf<{ status: 'OPEN' | 'DONE' }>();
  });

  test('only the declared parameters, as optional strings', () => {
    const search = readTableSearch<typeof position>([position], {
      tab: 'notes',
      redirectTo: 3,
      other: 'x',
    });
    expect(search).toEqual({ tab: 'notes', redirectTo: undefined });
    expectTypeOf(search).toEqualTypeOf<{ tab?: string; redirectTo?: string }>();
    expectTypeOf(readTableParams([], {})).toEqualTypeOf<Record<never, never>>();
  });
});

describe('a screen names its route by id (issue 34: no import of the table)', () => {
  test('the id types its params and search as the table declares them', () => {
    expectTypeOf<TableParams<TableNodes['crm.account']>>().toEqualTypeOf<{ accountId: number }>();
    expectTypeOf<TableParams<TableNodes['orders.newOrderForAccount']>>().toEqualTypeOf<{
      type: 'OFFERED';
      accountId: number;
    }>();
    expectTypeOf<TableParams<TableNodes['crm.trackerEdit']>>().toEqualTypeOf<{
      accountId: number;
      conversionTrackerId: number;
    }>();
    expectTypeOf<TableParams<TableNodes['crm.taskDetails']>>().toEqualTypeOf<{ taskId: number }>();
    expectTypeOf<TableSearch<TableNodes['crm.contactCreate']>>().toEqualTypeOf<{
      accountId?: string;
      redirectTo?: string;
    }>();
    // The approval's screen also shows without a status (its creatives and drafts).
    expectTypeOf<TableParams<TableNodes['operations.approval']>['status']>().toExtend<
      string | undefined
    >();
    expectTypeOf<undefined>().toExtend<TableParams<TableNodes['operations.approval']>['status']>();
  });
});
