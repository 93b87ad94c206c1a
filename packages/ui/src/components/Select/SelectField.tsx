import { forwardRef, type Key, type RefObject, useContext, useLayoutEffect } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  SelectStateContext,
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
import { useOwnRef } from '../Field/plainField.tsx';
import { OptionList } from '../Options/OptionList.tsx';
import * as styles from '../Options/Options.css.ts';
import { type OptionSourceProps, useOptions } from '../Options/options.ts';
import type { SelectOpening } from './Select.tsx';

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
 * Select's field, a module of its own (react-aria's Select, its popover and list box): Select
 * shows its button at once and imports this on the button's first press.
 */
export const SelectField = forwardRef<
  HTMLButtonElement,
  SelectProps & { openOnMount?: SelectOpening | undefined }
>(function SelectField(
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
    openOnMount,
    ...rest
  },
  ref,
) {
  const text = useUiText();
  const [trigger, setTrigger] = useOwnRef<HTMLButtonElement>(ref);
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
      <Button ref={setTrigger} className={styles.selectTrigger}>
        <SelectValue className={styles.selectValue} />
        <ChevronDownGlyph />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <OptionList options={loaded.options} status={loaded.status} />
      </FieldPopover>
      {openOnMount && <OpenOnMount focus={openOnMount.focus} trigger={trigger} />}
    </AriaSelect>
  );
});
SelectField.displayName = 'SelectField';

/** Opens the list as the press on Select's button asked, once the field has replaced it. */
function OpenOnMount({
  focus,
  trigger,
}: SelectOpening & { trigger: RefObject<HTMLButtonElement | null> }) {
  const state = useContext(SelectStateContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it opens the list once, on mount.
  useLayoutEffect(() => {
    // The button has just replaced the one that was pressed: focused first, as react-aria's
    // own does before it opens, it is where the list returns the focus when it closes.
    trigger.current?.focus({ preventScroll: true });
    state?.open(focus);
  }, []);
  return null;
}
