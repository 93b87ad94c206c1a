import { forwardRef, type Key, type RefObject, useContext, useLayoutEffect, useState } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  ComboBoxStateContext,
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
import { useOwnRef } from '../Field/plainField.tsx';
import { OptionList } from '../Options/OptionList.tsx';
import { acceptAll, type Option, type OptionSourceProps, useOptions } from '../Options/options.ts';
import type { ComboboxStart } from './Combobox.tsx';

/** The props of react-aria's ComboBox that Combobox and MultiSelect set themselves. */
export type SearchedFieldOwnProps =
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
  | 'allowsCustomValue';

export interface ComboboxProps
  extends AriaFieldProps<AriaComboBoxProps<Option>, SearchedFieldOwnProps>,
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
 * Combobox's field, a module of its own (react-aria's ComboBox, its popover and list box):
 * Combobox shows its input at once and imports this when the input is first focused or its
 * button pressed. `start` carries over what happened before: the focus, the text typed and
 * whether the list was asked to open.
 */
export const ComboboxField = forwardRef<
  HTMLInputElement,
  ComboboxProps & { start?: ComboboxStart | undefined }
>(function ComboboxField(
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
    start,
    ...rest
  },
  ref,
) {
  const [input, setInput] = useOwnRef<HTMLInputElement>(ref);
  const [current, setCurrent] = useControlledValue(value, defaultValue, onChange);
  const [inputValue, setInputValue] = useState(start?.typed ?? current?.label ?? '');
  // What the user typed; opening the list with the button or an arrow key browses everything.
  const [search, setSearch] = useState(start?.typed ?? '');
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
      <SearchedFieldParts
        {...{ label, description, errorMessage, placeholder, start, input, setInput }}
        isRequired={rest.isRequired}
        options={loaded.options}
        status={loaded.status}
        // Text emptied before the field was there clears the choice, as emptying it here does.
        clear={() => start?.typed === '' && current && setCurrent(null)}
      />
    </AriaComboBox>
  );
});
ComboboxField.displayName = 'ComboboxField';

/**
 * What a searched choice shows inside react-aria's ComboBox (Combobox, MultiSelect): its label,
 * the input with the button that shows every option, the help, the list in its popover, and
 * the take-over from the plain input it replaced.
 */
export function SearchedFieldParts({
  label,
  isRequired,
  description,
  errorMessage,
  placeholder,
  options,
  status,
  start,
  input,
  setInput,
  clear,
}: Pick<FieldBaseProps, 'description' | 'errorMessage'> & {
  label: FieldBaseProps['label'];
  isRequired: boolean | undefined;
  placeholder: string | undefined;
  options: readonly Option[];
  status: ReturnType<typeof useOptions>['status'];
  start: ComboboxStart | undefined;
  input: RefObject<HTMLInputElement | null>;
  setInput: ReturnType<typeof useOwnRef<HTMLInputElement>>[1];
  clear?: () => void;
}) {
  const text = useUiText();
  const state = useContext(ComboBoxStateContext);
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.group}>
        <Input
          ref={setInput}
          className={fieldStyles.groupInput}
          placeholder={placeholder}
          // A click into the input shows the whole list, as its button does, also when the
          // input has the focus already (after a choice); typing still filters it, and the
          // keyboard opens it with the arrow keys as before (issue 40: staff clicked into a
          // field and waited for its options). Not on focus: tabbing through a form or a
          // filter bar would open every list on its way.
          onClick={() => {
            if (state && !state.isOpen && !input.current?.readOnly) state.open(null, 'manual');
          }}
        />
        <Button aria-label={text('ui.field.showOptions')} className={fieldStyles.groupButton}>
          <ChevronDownGlyph />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <OptionList options={options} status={status} />
      </FieldPopover>
      {start && <StartOnMount start={start} input={input} {...(clear ? { clear } : {})} />}
    </>
  );
}

/**
 * Takes over from a searched choice's plain input (ComboboxInput) once the field has replaced
 * it: the focus, then the list. Rendered inside react-aria's ComboBox (Combobox, MultiSelect).
 */
export function StartOnMount({
  start,
  input,
  clear,
}: {
  start: ComboboxStart;
  input: RefObject<HTMLInputElement | null>;
  clear?: () => void;
}) {
  const state = useContext(ComboBoxStateContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it takes over once, on mount.
  useLayoutEffect(() => {
    clear?.();
    if (start.focused) input.current?.focus({ preventScroll: true });
    // Typed text opens the list as typing does (filtered); the button or an arrow key shows all.
    if (start.typed !== undefined) state?.open(null, 'input');
    else if (start.open) state?.open(start.open === 'none' ? null : start.open, 'manual');
  }, []);
  return null;
}
