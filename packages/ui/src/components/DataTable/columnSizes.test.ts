import { describe, expect, it } from 'vitest';
import { columnTrack, readColumnSizes } from './columnSizes.ts';

describe('columnTrack', () => {
  it('never makes money or a status narrower than its widest value', () => {
    expect(columnTrack({ kind: 'money' }, 132.4, undefined).track).toBe('max(7rem, 133px)');
    expect(columnTrack({ kind: 'status', width: '8rem' }, 150, 60).track).toBe('max(60px, 150px)');
  });

  it('lets a text column of short values shrink to them, but not a name', () => {
    expect(columnTrack({ kind: 'text' }, 40, undefined)).toEqual({
      track: 'minmax(min(5rem, 40px), 1fr)',
      least: 'min(5rem, 40px)',
    });
    expect(columnTrack({ kind: 'name' }, 40, undefined).track).toBe('minmax(8rem, 2fr)');
  });

  it('lets a text column give way down to 5rem before the table scrolls sideways (issue 33)', () => {
    expect(columnTrack({ kind: 'text' }, 300, undefined)).toEqual({
      track: 'minmax(min(5rem, 300px), 1fr)',
      least: 'min(5rem, 300px)',
    });
  });

  it('lets a declared width of a column that may be cut give way too (issue 33)', () => {
    expect(columnTrack({ kind: 'name', width: '18rem' }, 300, undefined)).toEqual({
      track: 'minmax(min(8rem, 18rem), 18rem)',
      least: 'min(8rem, 18rem)',
    });
    expect(columnTrack({ width: '4rem' }, 300, undefined).least).toBe('min(5rem, 4rem)');
    // A track the screen spelled out stays as it is.
    expect(columnTrack({ kind: 'name', width: 'minmax(6rem, 1fr)' }, 300, undefined).track).toBe(
      'minmax(6rem, 1fr)',
    );
  });

  it('never makes a column narrower than its header needs to show whole (its longest word)', () => {
    expect(columnTrack({ kind: 'text' }, 40, undefined, 82.3)).toEqual({
      track: 'minmax(max(min(5rem, 40px), 83px), 1fr)',
      least: 'max(min(5rem, 40px), 83px)',
    });
    expect(columnTrack({ kind: 'name', width: '18rem' }, 300, undefined, 90).track).toBe(
      'minmax(max(min(8rem, 18rem), 90px), max(18rem, 90px))',
    );
    expect(columnTrack({ kind: 'name' }, 400, 60, 90)).toEqual({
      track: 'max(60px, 90px)',
      least: 'max(60px, 90px)',
    });
    expect(columnTrack({ kind: 'money' }, 132.4, undefined, 90).track).toBe(
      'max(max(7rem, 133px), 90px)',
    );
  });

  it('keeps a sizing keyword as it is under a header floor: max(max-content, …) is no CSS', () => {
    // A list declaring `max-content` (the mail console's open button) had its whole grid
    // template dropped: every column stacked in one (the admin messages' first version).
    expect(
      columnTrack({ kind: 'text', width: 'max-content' }, undefined, undefined, 80).track,
    ).toBe('minmax(80px, max-content)');
    expect(
      columnTrack({ kind: 'text', width: 'minmax(9rem, max-content)' }, undefined, undefined, 80)
        .track,
    ).toBe('minmax(max(9rem, 80px), max-content)');
    for (const width of ['max-content', 'minmax(9rem, max-content)']) {
      const { track } = columnTrack({ kind: 'text', width }, undefined, undefined, 80);
      expect(track).not.toMatch(/max\((max|min)-content/);
    }
  });

  it('gives a resized column the width the user chose', () => {
    expect(columnTrack({ kind: 'name' }, 400, 220)).toEqual({ track: '220px', least: '220px' });
  });
});

describe('readColumnSizes', () => {
  it('reads stored widths and ignores what is not one', () => {
    const storage = { get: () => '{"name":220,"status":"wide","owner":-4}', set: () => {} };
    expect(readColumnSizes(storage, 'widths')).toEqual({ name: 220 });
    expect(readColumnSizes({ get: () => 'not json', set: () => {} }, 'widths')).toEqual({});
  });
});
