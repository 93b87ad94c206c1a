import { describe, expect, it } from 'vitest';
import { fittingTabs } from './fittingTabs.ts';

const ids = ['all', 'drafts', 'offered', 'booked', 'running', 'archived'];
const widths = [50, 80, 80, 80, 80, 100];

describe('fittingTabs', () => {
  it('shows every tab when all fit', () => {
    expect(fittingTabs(ids, widths, 'all', 1000, 60, 0)).toEqual(ids);
  });

  it('shows those that fit beside the menu, the selected one always among them', () => {
    expect(fittingTabs(ids, widths, 'drafts', 300, 60, 0)).toEqual(['all', 'drafts', 'offered']);
    expect(fittingTabs(ids, widths, 'archived', 300, 60, 0)).toEqual(['all', 'drafts', 'archived']);
  });
});
