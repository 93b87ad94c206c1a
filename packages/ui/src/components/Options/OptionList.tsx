import { ListBox, ListBoxItem, Text } from 'react-aria-components';
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
      {(option) => (
        <ListBoxItem
          id={option.id}
          textValue={option.label}
          isDisabled={option.isDisabled}
          className={styles.item}
        >
          <Text slot="label">{option.label}</Text>
          <span className={styles.check}>
            <CheckGlyph />
          </span>
          {(option.description || option.reference) && (
            <Text slot="description" className={styles.itemDescription}>
              {secondLine(option)}
            </Text>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
