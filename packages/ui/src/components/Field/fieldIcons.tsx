import type { ReactNode } from 'react';
import * as styles from './Field.css.ts';

/** The few glyphs the input fields draw; decorative, the controls carry the names. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ChevronDownGlyph = () => (
  <Glyph>
    <path d="M4 6l4 4 4-4" />
  </Glyph>
);
export const ChevronLeftGlyph = () => (
  <Glyph>
    <path d="M10 4L6 8l4 4" />
  </Glyph>
);
export const ChevronRightGlyph = () => (
  <Glyph>
    <path d="M6 4l4 4-4 4" />
  </Glyph>
);
export const CalendarGlyph = () => (
  <Glyph>
    <rect x="2.5" y="3.5" width="11" height="10" rx="1.5" />
    <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3" />
  </Glyph>
);
export const CloseGlyph = () => (
  <Glyph>
    <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />
  </Glyph>
);
export const PlusGlyph = () => (
  <Glyph>
    <path d="M8 3.5v9M3.5 8h9" />
  </Glyph>
);
export const MinusGlyph = () => (
  <Glyph>
    <path d="M3.5 8h9" />
  </Glyph>
);
export const CheckGlyph = () => (
  <Glyph>
    <path d="M3.5 8.5l3 3 6-7" />
  </Glyph>
);
