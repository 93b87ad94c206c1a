import type { Activity } from '@adconsole/api';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_FILTER_PARAMS,
  activityFilters,
  COMMENT_FILTER_PARAMS,
  commentFilters,
  touchpointsQueryOf,
} from './activityFilters.ts';
import { activityFormDefaults, activityWriteOf, dayAndTimeOf, momentOf } from './activityValues.ts';
import { commentWriteOf } from './commentValues.ts';
import {
  emptyFilteredListState,
  filteredListKeys,
  filteredListSearchOf,
  filteredListStateOf,
} from './filteredListState.ts';

const t = ((key: string) => key) as unknown as TFunction;
const definitions = activityFilters(t);

describe('the activity list state in the URL', () => {
  it('reads an empty URL as the first page of 20, newest first, nothing filtered', () => {
    const state = filteredListStateOf({}, definitions, ACTIVITY_FILTER_PARAMS);
    expect(state).toEqual(emptyFilteredListState);
    expect(filteredListSearchOf(state, definitions, ACTIVITY_FILTER_PARAMS)).toEqual({});
    expect(touchpointsQueryOf(state)).toEqual({
      page: 0,
      limit: 20,
      order: 'DESC',
      sort: 'creationDate',
    });
  });

  it('reads back what it wrote: type by id, looked-up options with their names, the days', () => {
    const state = {
      page: 3,
      size: 50,
      shown: ['CONTACT', 'DATE'],
      values: {
        ACTIVITY_TYPE: { id: 'PHONE', label: 'activities.types.PHONE' },
        CONTACT: { id: '14', label: 'Stefan Schmid' },
        INVOICING_ACCOUNT: { id: '4', label: 'SBB: Bern' },
        DATE: '2026-06-01,2026-06-30',
        SORTING: { id: 'ASC', label: 'activities.sorting.ASC' },
      },
    };
    const search = filteredListSearchOf(state, definitions, ACTIVITY_FILTER_PARAMS);
    expect(search).toEqual({
      page: '3',
      size: '50',
      shown: 'contact,date',
      type: 'PHONE',
      contact: '14:Stefan Schmid',
      account: '4:SBB: Bern',
      date: '2026-06-01,2026-06-30',
      sort: 'ASC',
    });
    expect(filteredListStateOf(search, definitions, ACTIVITY_FILTER_PARAMS)).toEqual(state);
    expect(touchpointsQueryOf(state)).toEqual({
      page: 2,
      limit: 50,
      order: 'ASC',
      sort: 'creationDate',
      activityType: 'PHONE',
      contactId: 14,
      accountId: 4,
      dateFrom: '2026-06-01',
      dateTo: '2026-06-30',
    });
  });

  it('drops each parameter that does not fit (spec 2 §5: days that do not re-format)', () => {
    const state = filteredListStateOf(
      {
        page: '-1',
        size: '33',
        type: 'FAX',
        contact: 'Anna',
        creator: 'x:Simon',
        date: '2026-02-30,2026-03-01',
        sort: 'UP',
        shown: 'nothing,type',
      },
      definitions,
      ACTIVITY_FILTER_PARAMS,
    );
    expect(state).toEqual({ ...emptyFilteredListState, shown: ['ACTIVITY_TYPE'] });
  });

  it('keeps the first day of a range without a valid end', () => {
    const state = filteredListStateOf({ date: '2026-06-01,2026-13-01' }, definitions, {
      DATE: 'date',
    });
    expect(state.values).toEqual({ DATE: '2026-06-01' });
    expect(touchpointsQueryOf(state)).toMatchObject({ dateFrom: '2026-06-01' });
  });

  it('locks the account of an account page over any chosen one', () => {
    const state = {
      ...emptyFilteredListState,
      values: { INVOICING_ACCOUNT: { id: '9', label: 'Other' } },
    };
    expect(touchpointsQueryOf(state, 4).accountId).toBe(4);
  });

  it('keeps two lists of one page apart by a prefix', () => {
    expect(filteredListKeys(COMMENT_FILTER_PARAMS, 'comment')).toEqual([
      'commentPage',
      'commentSize',
      'commentShown',
      'commentCreator',
      'commentAccount',
      'commentDate',
      'commentContact',
      'commentSort',
    ]);
    const comments = commentFilters(t);
    const state = { ...emptyFilteredListState, page: 2 };
    const search = filteredListSearchOf(state, comments, COMMENT_FILTER_PARAMS, 'comment');
    expect(search).toEqual({ commentPage: '2' });
    expect(
      filteredListStateOf({ page: '5', ...search }, comments, COMMENT_FILTER_PARAMS, 'comment')
        .page,
    ).toBe(2);
  });
});

const activity: Activity = {
  id: 7,
  taskId: 1013,
  entityType: 'ACCOUNT',
  entityId: 1,
  entityName: 'Migros',
  accountId: 1,
  activityType: 'PHONE',
  title: null,
  message: 'Offerte besprochen',
  date: '2026-06-15T10:00:00.000Z',
  creationDate: '2026-06-15T10:05:00.000Z',
  creatorId: 6,
  creatorName: 'Simon Verkauf',
  contacts: [{ id: 3, name: 'Sarah Gerber', firstName: 'Sarah', lastName: 'Gerber', active: true }],
  additionalParticipants: [8],
  participants: [{ userId: 8, name: 'Anna Admin' }],
  labels: [{ id: 2, name: 'Hot Lead' }],
  files: [{ fileId: '4f1c1a52-7d0e-4a4b-9a53-0a8b2f2f1c11', fileName: 'offerte.pdf' }],
  attachments: [{ id: 5, name: 'offerte.pdf', fileId: '4f1c1a52-7d0e-4a4b-9a53-0a8b2f2f1c11' }],
  privateAccess: false,
  notifySales: true,
  emails: [],
  keyValues: {},
  campaignPositionIds: [],
};

describe('the activity form', () => {
  it('shows a moment as the date and time fields do, and back', () => {
    const moment = new Date(2026, 5, 15, 9, 5);
    expect(dayAndTimeOf(moment)).toEqual({ day: '2026-06-15', time: '09:05' });
    expect(momentOf('2026-06-15', '09:05')).toBe(moment.toISOString());
  });

  it('sends the whole new sets, privateAccess false, the task kept', () => {
    const defaults = activityFormDefaults(activity, undefined);
    const values = {
      ...defaults,
      title: '',
      activityType: 'PHONE',
      account: { id: '1', label: 'Migros' },
    } as Parameters<typeof activityWriteOf>[0];
    const files = [{ fileId: 'a', fileName: 'neu.txt' }];
    expect(activityWriteOf(values, files, activity)).toEqual({
      taskId: 1013,
      entityType: 'ACCOUNT',
      entityId: 1,
      activityType: 'PHONE',
      title: null,
      message: 'Offerte besprochen',
      date: momentOf(defaults.day as string, defaults.time ?? null),
      contacts: [{ id: 3 }],
      additionalParticipants: [8],
      labels: [{ id: 2 }],
      files,
      privateAccess: false,
      notifySales: true,
      emails: [],
      keyValues: {},
      campaignPositionIds: [],
    });
  });

  it('starts a new activity on the fixed account with nothing attached', () => {
    const account = { id: '4', label: 'SBB' };
    const defaults = activityFormDefaults(undefined, account, new Date(2026, 0, 2, 3, 4));
    expect(defaults).toMatchObject({ account, day: '2026-01-02', time: '03:04', contacts: [] });
    expect(defaults.files).toEqual({ pending: [], saved: [], removed: [] });
  });
});

describe('the comment payload', () => {
  it('carries the account, the lists as ids and privateAccess of the edited comment', () => {
    const body = commentWriteOf(
      {
        message: 'Notiz',
        account: { id: '1', label: 'Migros' },
        title: '',
        contacts: [{ id: '3', label: 'Sarah Gerber' }],
        participants: [{ id: '8', label: 'Anna Admin' }],
        files: { pending: [], saved: [], removed: [] },
      },
      [],
    );
    expect(body).toEqual({
      title: null,
      message: 'Notiz',
      accountId: 1,
      contactIds: [3],
      additionalParticipantIds: [8],
      privateAccess: false,
      files: [],
    });
  });
});
