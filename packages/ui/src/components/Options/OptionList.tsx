import { ListBox, ListBoxItem } from 'react-aria-components';
import { useUiText } from '../../provider/context.ts';
import { CheckGlyph } from '../Field/fieldIcons.tsx';
import * as styles from './Options.css.ts';
import type { Option, OptionStatus } from './options.ts';

export interface OptionListProps {
  options: readonly Option[];
  status: OptionStatus;
}

/**
 * The list a Select, Combobox or MultiSelect opens. While options load, or when none match
 * or the load failed, the list says so instead of showing stale choices.
 */
export function OptionList({ options, status }: OptionListProps) {
  const text = useUiText();
  const secondLine = (option: Option) =>
    [
      option.description,
      option.reference && text('ui.option.reference', { reference: option.reference }),
    ]
      .filter(Boolean)
      .join(' · ');
  const emptyText = {
    loading: text('ui.loading'),
    ready: text('ui.field.noResults'),
    failed: text('ui.field.loadFailed'),
  }[status];
  return (
    <ListBox
      items={status === 'ready' ? options : []}
      aria-busy={status === 'loading' || undefined}
      renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
      className={styles.listBox}
    >
      {(option) => {
        const second = secondLine(option);
        return (
          // An option with a second line is named by both lines, its label first ("Coop
          // Genossenschaft, Basel"): named by its label alone, its visible text would not be part
          // of its name (axe's label-content-name-mismatch, WCAG 2.5.3), and a reader would not
          // hear which of two "Jaquet Bau" it is. Hence plain spans, no label/description slots
          // (react-aria's slot label would name it by the first line only).
          <ListBoxItem
            id={option.id}
            textValue={option.label}
            aria-label={second ? `${option.label}, ${second}` : undefined}
            isDisabled={option.isDisabled}
            className={styles.item}
          >
            <span>{option.label}</span>
            <span className={styles.check}>
              <CheckGlyph />
            </span>
            {/* Apart by a space, so the lines' text does not run together as one word. */}
            {second && ' '}
            {second && <span className={styles.itemDescription}>{second}</span>}
          </ListBoxItem>
        );
      }}
    </ListBox>
  );
}
