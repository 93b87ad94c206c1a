import { describe, expect, it } from 'vitest';
import { activityWriteSchema, touchpointsQuerySchema } from './activities.ts';
import { contactsQuerySchema } from './crm.ts';
import { idSchema } from './paging.ts';
import {
  day,
  multilineText,
  requiredMultilineText,
  requiredText,
  text,
  timestamp,
  trimmedMultilineText,
  trimmedText,
} from './primitives.ts';

describe('the text primitives (issue 18)', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['vertical tab', 'a\u000bb'],
    ['escape', '\u001b[31m'],
    ['DEL', 'a\u007fb'],
    ['C1 control', 'a\u0085b'],
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', '\udc00'],
  ])('refuse a %s', (_name, value) => {
    for (const schema of [
      text(100),
      trimmedText(100),
      requiredText(100),
      multilineText(100),
      trimmedMultilineText(100),
      requiredMultilineText(100),
    ]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Control characters are not allowed');
    }
  });

  it.each(['Zürich', 'Ελληνικά русский 中文 العربية 😀', 'invoice\u202egpj.pdf'])(
    'take %j',
    (value) => {
      expect(text(100).safeParse(value).success).toBe(true);
      expect(requiredText(100).safeParse(value).success).toBe(true);
      expect(multilineText(100).safeParse(value).success).toBe(true);
    },
  );

  it.each([
    ['CR/LF', 'Subj {{firstName}}\r\nBcc: evil@example.com'],
    ['line feed', 'a\nb'],
    ['carriage return', 'a\rb'],
    ['tab', 'a\tb'],
    ['line separator', 'a\u2028b'],
  ])('issue 35: single-line texts refuse a %s, multi-line ones take it', (_name, value) => {
    for (const schema of [text(100), trimmedText(100), requiredText(100)]) {
      expect(schema.safeParse(value).error?.issues[0]?.message).toBe(
        'Control characters are not allowed',
      );
    }
    if (value.includes('\u2028')) return;
    for (const schema of [
      multilineText(100),
      trimmedMultilineText(100),
      requiredMultilineText(100),
    ]) {
      expect(schema.safeParse(value).success).toBe(true);
    }
  });
});

describe('the date primitives (issue 18)', () => {
  it.each([
    '0000-01-01T00:00:00Z',
    '1899-12-31T23:59:59Z',
    '9999-12-31T23:59:59-14:00',
    '9999-12-31T00:00:00Z',
    '2101-01-01T00:00:00Z',
    '2100-12-31T23:59:59-01:00',
    '10000-01-01T00:00:00Z',
    '2026-02-30T10:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-01-01T10:00:00',
    '2026-01-01',
    '',
  ])('refuse the moment %j', (value) => {
    expect(timestamp().safeParse(value).success).toBe(false);
  });

  it.each([
    '1900-01-01T00:00:00Z',
    '2026-11-24T10:00:00+01:00',
    '2100-12-31T23:59:59Z',
    '2100-12-31T23:59:59+14:00',
  ])('take the moment %j', (value) => {
    expect(timestamp().safeParse(value).success).toBe(true);
  });

  it('bounds the days of a filter', () => {
    expect(day().safeParse('0000-01-01').success).toBe(false);
    expect(day().safeParse('1899-12-31').success).toBe(false);
    expect(day().safeParse('1900-01-01').success).toBe(true);
    // Issue 35: a plausible business range, nothing beyond 2100.
    expect(day().safeParse('2100-12-31').success).toBe(true);
    expect(day().safeParse('2101-01-01').success).toBe(false);
    expect(day().safeParse('9999-12-31').success).toBe(false);
    expect(day().safeParse('2026-02-29').success).toBe(false);
  });
});

describe('ids (issue 18)', () => {
  it.each(['0x10', '+1', ' 1', '1 ', '1.0', '1e0', '-1', '0', '', '2147483648', '1_0', '٣'])(
    'refuse %j',
    (value) => {
      expect(idSchema.safeParse(value).success).toBe(false);
    },
  );

  it('take digits and numbers', () => {
    expect(idSchema.parse('16')).toBe(16);
    expect(idSchema.parse('2147483647')).toBe(2147483647);
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.safeParse(1.5).success).toBe(false);
  });
});

describe('the contracts use the primitives (issue 18)', () => {
  const activity = {
    entityId: 1,
    activityType: 'PHONE',
    message: 'Called',
    date: '2026-11-24T10:00:00Z',
  };

  it('name the field that carries a control character', () => {
    for (const [field, value] of [
      ['title', 'a\u0000b'],
      ['message', 'a\u0000b'],
      ['keyValues', { key: 'a\u0000b' }],
      ['keyValues', { 'a\u0000b': 'value' }],
    ] as const) {
      const result = activityWriteSchema.safeParse({ ...activity, [field]: value });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path[0], field).toBe(field);
    }
    expect(contactsQuerySchema.safeParse({ filter: 'a\u0000b' }).error?.issues[0]?.path).toEqual([
      'filter',
    ]);
  });

  it('refuse out-of-range dates and loose paging numbers', () => {
    expect(
      activityWriteSchema.safeParse({ ...activity, date: '0000-01-01T00:00:00Z' }).success,
    ).toBe(false);
    expect(touchpointsQuerySchema.safeParse({ dateFrom: '0000-01-01' }).success).toBe(false);
    expect(touchpointsQuerySchema.safeParse({ page: '0x1' }).success).toBe(false);
    expect(touchpointsQuerySchema.parse({ page: '2', limit: '50' })).toMatchObject({
      page: 2,
      limit: 50,
    });
  });
});
