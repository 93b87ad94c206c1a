import { Children, type ReactNode, useId, useState } from 'react';
import { useUiText } from '../../provider/context.ts';
import { Button } from '../Button/Button.tsx';
import { ChevronDownIcon, ChevronUpIcon } from '../Icon/Icon.tsx';
import * as styles from './ShowMore.css.ts';

export interface ShowMoreProps {
  /** The items; each becomes a list item. */
  children: ReactNode;
  /** How many show before "Show more" (spec 2: the first 3 attachments). */
  limit?: number;
  /** Names the list, e.g. "Attachments". */
  'aria-label'?: string;
}

/** A list that shows its first items and the rest behind Show more / Show less (spec 2). */
export function ShowMore({ children, limit = 3, 'aria-label': ariaLabel }: ShowMoreProps) {
  const text = useUiText();
  const listId = useId();
  const [isExpanded, setExpanded] = useState(false);
  const items = Children.toArray(children);
  const shown = isExpanded ? items : items.slice(0, limit);
  return (
    <div className={styles.root}>
      <ul id={listId} className={styles.list} aria-label={ariaLabel}>
        {shown.map((item, index) => (
          // Children.toArray gave each item a stable key already; the index keeps the order.
          <li key={(item as { key?: string }).key ?? index}>{item}</li>
        ))}
      </ul>
      {items.length > limit && (
        <Button
          variant="ghost"
          size="small"
          icon={isExpanded ? <ChevronUpIcon /> : <ChevronDownIcon />}
          aria-expanded={isExpanded}
          aria-controls={listId}
          onPress={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? text('ui.showLess') : text('ui.showMore')}
        </Button>
      )}
    </div>
  );
}
ShowMore.displayName = 'ShowMore';
