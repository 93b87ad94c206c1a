import { describe, expect, test } from 'vitest';
import { type ColumnStorage, readHiddenColumns } from './hiddenColumns.ts';

function storageWith(value: string | null): ColumnStorage {
  return { get: () => value, set: () => undefined };
}

describe('readHiddenColumns', () => {
  test('reads the stored ids', () => {
    expect(readHiddenColumns(storageWith('["budget","owner"]'), 'orders', [])).toEqual([
      'budget',
      'owner',
    ]);
  });

  test('keeps an empty stored list: the user showed every column', () => {
    expect(readHiddenColumns(storageWith('[]'), 'orders', ['budget'])).toEqual([]);
  });

  test('falls back without storage, without a value, or on a damaged value', () => {
    expect(readHiddenColumns(undefined, 'orders', ['budget'])).toEqual(['budget']);
    expect(readHiddenColumns(storageWith(null), 'orders', ['budget'])).toEqual(['budget']);
    expect(readHiddenColumns(storageWith('{oops'), 'orders', ['budget'])).toEqual(['budget']);
    expect(readHiddenColumns(storageWith('[1,2]'), 'orders', ['budget'])).toEqual(['budget']);
  });
});
