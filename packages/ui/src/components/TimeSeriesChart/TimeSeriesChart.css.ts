import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightStrong,
  color: vars.color.text,
});

export const views = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

export const view = style({
  appearance: 'none',
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSmall,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  minHeight: vars.size.controlSmall,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.neutralSoftHover },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});

/** The canvas' box: uPlot sizes itself to its width. */
export const plot = style({ position: 'relative', width: '100%', minWidth: 0 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const legendValue = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

/** The axes' labels and the grid lines, read from the theme when the canvas is drawn. */
export const canvasColors = { axis: vars.color.textMuted, grid: vars.color.border } as const;

/** A series' colour, in the order of the series. */
export const TONES = ['brand', 'positive', 'warning', 'link', 'critical'] as const;
export const toneColors = {
  brand: vars.color.brand,
  positive: vars.color.onPositiveSoft,
  warning: vars.color.onWarningSoft,
  link: vars.color.link,
  critical: vars.color.critical,
} as const satisfies Record<(typeof TONES)[number], string>;

export const swatch = recipe({
  base: { display: 'inline-block', width: 12, height: 3, borderRadius: vars.radius.full },
  variants: {
    tone: Object.fromEntries(
      TONES.map((tone) => [tone, { background: toneColors[tone] }]),
    ) as Record<(typeof TONES)[number], { background: string }>,
  },
});

export const tableBox = style({ overflowX: 'auto', maxHeight: 480, overflowY: 'auto' });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
});

export const cell = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const headCell = style({
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
  fontWeight: vars.font.weightStrong,
});

export const totalRow = style({ fontWeight: vars.font.weightStrong });
