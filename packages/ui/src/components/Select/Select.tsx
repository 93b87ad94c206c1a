import { forwardRef, type Key } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  SelectValue,
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
import * as styles from '../Options/Options.css.ts';
import { type OptionSourceProps, useOptions } from '../Options/options.ts';

export interface SelectProps
  extends AriaFieldProps<
      AriaSelectProps<object>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'selectionMode'
      | 'placeholder'
      | 'allowsEmptyCollection'
    >,
    FieldBaseProps,
    OptionSourceProps {
  /** The chosen option's id, or null. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Shown while nothing is chosen; defaults to ui's "Choose…". */
  placeholder?: string;
}

/**
 * One choice from a list that opens under a button. With `loadOptions` the list loads once
 * when the field appears (the first page, up to the option limit).
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
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
  const loaded = useOptions({ options, loadOptions, debounceMs }, '', true);
  return (
    <AriaSelect
      {...rest}
      value={current}
      onChange={(key: Key | null) => setCurrent(key === null ? null : String(key))}
      placeholder={placeholder ?? text('ui.field.choose')}
      allowsEmptyCollection
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.root}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Button ref={ref} className={styles.selectTrigger}>
        <SelectValue className={styles.selectValue} />
        <ChevronDownGlyph />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <OptionList options={loaded.options} status={loaded.status} />
      </FieldPopover>
    </AriaSelect>
  );
});
Select.displayName = 'Select';
