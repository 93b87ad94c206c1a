import { forwardRef, type Key, useState } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Tag,
  TagGroup,
  TagList,
} from 'react-aria-components';
import { useUiText } from '../../provider/context.ts';
import type { ComboboxStart } from '../Combobox/Combobox.tsx';
import { type SearchedFieldOwnProps, SearchedFieldParts } from '../Combobox/ComboboxField.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { type AriaFieldProps, type FieldBaseProps, useControlledValue } from '../Field/Field.tsx';
import { CloseGlyph } from '../Field/fieldIcons.tsx';
import { useOwnRef } from '../Field/plainField.tsx';
import * as styles from '../Options/Options.css.ts';
import {
  acceptAll,
  noOptions,
  type Option,
  type OptionSourceProps,
  useOptions,
} from '../Options/options.ts';

export interface MultiSelectProps
  extends AriaFieldProps<AriaComboBoxProps<Option>, SearchedFieldOwnProps | 'label'>,
    Omit<FieldBaseProps, 'label'>,
    OptionSourceProps {
  /** Plain text: the list of chosen items is named after it. */
  label: string;
  /** The chosen options, in the order they were chosen. */
  value?: readonly Option[];
  defaultValue?: readonly Option[];
  onChange?: (value: readonly Option[]) => void;
  placeholder?: string;
}

/**
 * MultiSelect's field, a module of its own (react-aria's ComboBox and TagGroup): MultiSelect
 * shows its input and tags at once and imports this when the input is first focused or its
 * button pressed (`start` carries over what happened before, as ComboboxField's).
 * The tags stay outside react-aria's ComboBox, whose collection would otherwise take them for
 * options.
 */
export const MultiSelectField = forwardRef<
  HTMLInputElement,
  MultiSelectProps & { start?: ComboboxStart | undefined }
>(function MultiSelectField(
  {
    label,
    description,
    errorMessage,
    placeholder,
    value,
    defaultValue = noOptions,
    onChange,
    options,
    loadOptions,
    debounceMs,
    start,
    ...rest
  },
  ref,
) {
  const text = useUiText();
  const [input, setInput] = useOwnRef<HTMLInputElement>(ref);
  const [chosen, setChosen] = useControlledValue(value, defaultValue, onChange);
  const [inputValue, setInputValue] = useState(start?.typed ?? '');
  const [isOpen, setOpen] = useState(false);
  const loaded = useOptions({ options, loadOptions, debounceMs }, inputValue, isOpen);
  const chosenIds = new Set(chosen.map((option) => option.id));
  const available = loaded.options.filter((option) => !chosenIds.has(option.id));

  const add = (key: Key | null) => {
    const option = available.find((candidate) => candidate.id === key);
    if (!option) return;
    setChosen([...chosen, option]);
    setInputValue('');
  };
  const remove = (keys: Set<Key>) => setChosen(chosen.filter((option) => !keys.has(option.id)));

  return (
    <div className={fieldStyles.root}>
      <AriaComboBox
        {...rest}
        value={null}
        onChange={add}
        inputValue={inputValue}
        onInputChange={setInputValue}
        onOpenChange={(open) => setOpen(open)}
        defaultFilter={acceptAll}
        allowsEmptyCollection
        validationBehavior="aria"
        isInvalid={Boolean(errorMessage)}
        className={fieldStyles.root}
      >
        <SearchedFieldParts
          {...{ label, description, errorMessage, placeholder, start, input, setInput }}
          isRequired={rest.isRequired}
          options={available}
          status={loaded.status}
        />
      </AriaComboBox>
      {chosen.length > 0 && (
        <TagGroup
          aria-label={text('ui.field.chosen', { label })}
          // While the list is open react-aria hides everything but the input and the list from
          // screen readers; the chosen tags stay readable and removable (react-aria keeps
          // elements marked as top layer, as it does for toasts).
          data-react-aria-top-layer
          {...(rest.isDisabled ? {} : { onRemove: remove })}
        >
          <TagList items={chosen} className={styles.tags}>
            {(option) => (
              <Tag
                id={option.id}
                textValue={option.label}
                isDisabled={rest.isDisabled}
                className={styles.tag}
              >
                <span>{option.label}</span>
                {!rest.isDisabled && (
                  <Button
                    slot="remove"
                    // react-aria adds the tag to the name: "Remove Coop Genossenschaft".
                    aria-label={text('ui.field.remove')}
                    className={styles.tagRemove}
                  >
                    <CloseGlyph />
                  </Button>
                )}
              </Tag>
            )}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
});
MultiSelectField.displayName = 'MultiSelectField';
