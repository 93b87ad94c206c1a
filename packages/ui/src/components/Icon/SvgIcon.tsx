import type { ReactNode } from 'react';
import * as styles from './Icon.css.ts';

// The icons' frame and the one icon the sign-in page shows (its language menu), apart from the
// other icons (Icon.tsx): the sign-in page loads this module only (issue 36, page weight).

export interface IconProps {
  size?: (typeof styles.iconSizes)[number];
  /**
   * Icons are decorative by default (hidden from assistive technology, the text beside them
   * names the thing). Give a label only when the icon alone carries meaning.
   */
  label?: string;
}

interface SvgIconProps extends IconProps {
  name: string;
  children: ReactNode;
}

/** The frame every icon shares: a 24×24 stroke drawing in the current text colour. */
export function SvgIcon({ name, size = 'small', label, children }: SvgIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={styles.root({ size })}
      data-icon={name}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {label && <title>{label}</title>}
      {children}
    </svg>
  );
}

export const LanguageIcon = (props: IconProps) => (
  <SvgIcon name="language" {...props}>
    <circle cx="12" cy="12" r="10" />
    <line x1="2" y1="12" x2="22" y2="12" />
    <path d="M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
  </SvgIcon>
);
