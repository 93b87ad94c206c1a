import { forwardRef, type Key, useState } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { useUiText } from '../../provider/context.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import {
  type AriaFieldProps,
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  useControlledValue,
} from '../Field/Field.tsx';
import { FieldPopover } from '../Field/FieldPopover.tsx';
import { ChevronDownGlyph } from '../Field/fieldIcons.tsx';
import { OptionList } from '../Options/OptionList.tsx';
import { acceptAll, type Option, type OptionSourceProps, useOptions } from '../Options/options.ts';

export interface ComboboxProps
  extends AriaFieldProps<
      AriaComboBoxProps<Option>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'selectionMode'
      | 'items'
      | 'defaultItems'
      | 'inputValue'
      | 'defaultInputValue'
      | 'onInputChange'
      | 'defaultFilter'
      | 'allowsEmptyCollection'
      | 'allowsCustomValue'
    >,
    FieldBaseProps,
    OptionSourceProps {
  /**
   * The chosen option, or null. A whole option rather than an id, so the field can show its
   * label before (or without) loading it.
   */
  value?: Option | null;
  defaultValue?: Option | null;
  onChange?: (value: Option | null) => void;
  placeholder?: string;
}

/**
 * One choice found by typing: the list filters (or loads, debounced) as the user types.
 * Emptying the text clears the choice; leaving the field with other text restores it.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    label,
    description,
    errorMessage,
    placeholder,
    value,
    defaultValue = null,
    onChange,
    options,
    loadOptions,
    debounceMs,
    ...rest
  },
  ref,
) {
  const text = useUiText();
  const [current, setCurrent] = useControlledValue(value, defaultValue, onChange);
  const [inputValue, setInputValue] = useState(current?.label ?? '');
  // What the user typed; opening the list with the button or an arrow key browses everything.
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);

  // A new value from outside shows its label in the input.
  const [shownValue, setShownValue] = useState(current);
  if (shownValue !== current) {
    setShownValue(current);
    setInputValue(current?.label ?? '');
  }

  const loaded = useOptions({ options, loadOptions, debounceMs }, search, isOpen);

  const choose = (key: Key | null) => {
    const option =
      key === null
        ? null
        : key === current?.id
          ? current
          : loaded.options.find((o) => o.id === key);
    if (option === undefined) return;
    if (option !== current) setCurrent(option);
    setInputValue(option?.label ?? '');
  };

  return (
    <AriaComboBox
      {...rest}
      value={current?.id ?? null}
      onChange={choose}
      inputValue={inputValue}
      onInputChange={(next) => {
        setInputValue(next);
        setSearch(next);
        if (next === '' && current) setCurrent(null);
      }}
      onOpenChange={(open, trigger) => {
        setOpen(open);
        if (open && trigger !== 'input') setSearch('');
      }}
      defaultFilter={acceptAll}
      allowsEmptyCollection
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.root}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.group}>
        <Input ref={ref} className={fieldStyles.groupInput} placeholder={placeholder} />
        <Button aria-label={text('ui.field.showOptions')} className={fieldStyles.groupButton}>
          <ChevronDownGlyph />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <OptionList options={loaded.options} status={loaded.status} />
      </FieldPopover>
    </AriaComboBox>
  );
});
Combobox.displayName = 'Combobox';
