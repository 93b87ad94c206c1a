import { describe, expect, test } from 'vitest';
import { pageCountOf, pageItems } from './pages.ts';

describe('pageItems', () => {
  test('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  test('leaves out the pages far from the current one', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  test('shows a single left-out page instead of a gap', () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('pageCountOf', () => {
  test('rounds up and keeps one page for an empty list', () => {
    expect(pageCountOf(101, 50)).toBe(3);
    expect(pageCountOf(100, 50)).toBe(2);
    expect(pageCountOf(0, 50)).toBe(1);
  });
});
