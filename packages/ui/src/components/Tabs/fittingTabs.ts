/**
 * How many of the tabs fit in `available` px beside the "More" button, the selected one always
 * among them: the ids to show, in their order. All of them when all fit.
 */
export function fittingTabs(
  ids: readonly string[],
  widths: readonly number[],
  selectedId: string,
  available: number,
  moreWidth: number,
  gap: number,
): readonly string[] {
  const total = widths.reduce((sum, width) => sum + width + gap, -gap);
  if (total <= available) return ids;
  const selected = ids.indexOf(selectedId);
  for (let count = ids.length - 1; count > 0; count -= 1) {
    let shown = ids.slice(0, count).map((_, index) => index);
    if (selected >= count) shown = [...shown.slice(0, count - 1), selected];
    const width = shown.reduce((sum, index) => sum + (widths[index] ?? 0) + gap, moreWidth);
    if (width <= available) return shown.map((index) => ids[index] as string);
  }
  return selected >= 0 ? [selectedId] : [];
}
