/** `300 × 250`, or nothing for a creative without a size. */
export const creativeSize = (creative: { width: number | null; height: number | null }) =>
  creative.width && creative.height ? `${creative.width} × ${creative.height}` : '';
