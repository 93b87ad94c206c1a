import type { ReactNode } from 'react';
import { useUiLocale, useUiText } from '../../provider/context.ts';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import { ChatIcon, EmailIcon, MeetingIcon, OtherIcon, PhoneIcon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import * as styles from './Timeline.css.ts';
import { formatTimelineDate } from './timelineDate.ts';

/** The icon on the line by kind of entry: the activity types (spec 2 §2) and comments. */
const typeIcons = {
  email: EmailIcon,
  meeting: MeetingIcon,
  phone: PhoneIcon,
  other: OtherIcon,
  comment: ChatIcon,
} as const;
export const timelineItemTypes = Object.keys(typeIcons) as (keyof typeof typeIcons)[];
export type TimelineItemType = keyof typeof typeIcons;

export interface TimelineProps {
  /** The entries (`TimelineItem`), newest or oldest first as the list is sorted. */
  children: ReactNode;
  /** Names the list, e.g. "Activities". */
  'aria-label': string;
}

/** Activities or comments along a dashed line, each with its moment on the left. */
export function Timeline({ children, 'aria-label': ariaLabel }: TimelineProps) {
  return (
    <ol className={styles.list} aria-label={ariaLabel}>
      {children}
    </ol>
  );
}
Timeline.displayName = 'Timeline';

/** One chip: a label, contact or participant, optionally a link. */
export interface TimelineChip {
  id: string;
  label: string;
  href?: string;
}

/** A named row of chips, e.g. "Contacts: Anna Meier, Luca Rossi". */
export interface TimelineChipGroup {
  label: string;
  items: readonly TimelineChip[];
}

export interface TimelineItemProps {
  /** When it happened: an ISO string or a Date. */
  date: string | Date;
  type: TimelineItemType;
  /** Who did what on which account, with its links (e.g. "Anna Meier called Coop"). */
  sentence: ReactNode;
  /** Labels, contacts, participants…; empty groups are left out. */
  chips?: readonly TimelineChipGroup[];
  title?: string;
  /** The message. Line breaks are kept. */
  children?: ReactNode;
  /** Files, e.g. an `AttachmentList`. */
  attachments?: ReactNode;
  /** The entry's actions (`DropdownMenuItem`s, e.g. Edit and Delete). */
  actions?: ReactNode;
  /** Names the actions button, e.g. "Actions for the call of 20.11.2026"; defaults to "Actions". */
  actionsLabel?: string;
}

/**
 * One activity or comment (spec 2 §2): time (HH:mm) and date (DD.MM.YYYY) on the left,
 * hidden on small screens; an icon by type on the line; then the sentence, chips, title,
 * message, files and an actions menu.
 */
export function TimelineItem({
  date,
  type,
  sentence,
  chips = [],
  title,
  children,
  attachments,
  actions,
  actionsLabel,
}: TimelineItemProps) {
  const text = useUiText();
  const moment = formatTimelineDate(date, useUiLocale());
  const Icon = typeIcons[type];
  return (
    <li className={styles.item}>
      <div className={styles.when}>
        {moment && (
          <time dateTime={moment.dateTime} className={styles.moment}>
            <span>{moment.time}</span>
            <span>{moment.date}</span>
          </time>
        )}
      </div>
      <div className={styles.rail}>
        <span className={styles.icon({ type })}>
          <Icon />
        </span>
      </div>
      <div className={styles.content}>
        <div className={styles.header}>
          <p className={styles.sentence}>{sentence}</p>
          {actions && (
            <DropdownMenu label={actionsLabel ?? text('ui.actions')}>{actions}</DropdownMenu>
          )}
        </div>
        {chips
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <div key={group.label} className={styles.chipRow}>
              <span className={styles.chipLabel}>{group.label}</span>
              <ul className={styles.chips} aria-label={group.label}>
                {group.items.map((chip) => (
                  <li key={chip.id} className={styles.chip}>
                    {chip.href ? <Link href={chip.href}>{chip.label}</Link> : chip.label}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.body}>{children}</div>}
        {attachments}
      </div>
    </li>
  );
}
TimelineItem.displayName = 'TimelineItem';
