import { describe, expect, it } from 'vitest';
import { breakpointNames, breakpoints, size, zIndex } from './tokens.ts';

describe('tokens', () => {
  it("has the spec's grid breakpoints (spec 1 §9: xs 575, sm 576, md 768, lg 992, xl 1200, xxl 1400)", () => {
    expect(breakpoints).toEqual({ xs: 575, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(breakpointNames).toEqual(['xs', 'sm', 'md', 'lg', 'xl', 'xxl']);
  });

  it("has the spec's sizes (spec 1 §9: tooltip max width 300 px, list loader height 555 px)", () => {
    expect(size.tooltipMaxWidth).toBe('300px');
    expect(size.loaderHeight).toBe('555px');
  });

  it('stacks tooltips over toasts over dialogs over menus', () => {
    const order = [zIndex.dropdown, zIndex.sticky, zIndex.modal, zIndex.toast, zIndex.tooltip];
    expect(order.map(Number)).toEqual([...order.map(Number)].sort((a, b) => a - b));
  });
});
