import { forwardRef, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { lazyPart, usePart } from '../../lazy/lazyPart.ts';
import { useUiText } from '../../provider/context.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldLabel } from '../Field/Field.tsx';
import { CheckGlyph, ChevronDownGlyph } from '../Field/fieldIcons.tsx';
import { usePlainFieldHelp } from '../Field/plainField.tsx';
import * as styles from '../Options/Options.css.ts';
import type { SelectProps } from './SelectField.tsx';

export type { SelectProps } from './SelectField.tsx';

/** How a press on Select's button asked the list to open: react-aria's focus strategy. */
export interface SelectOpening {
  focus: 'first' | 'last' | null;
}

// The field (react-aria's Select with its popover, list box and collections) is a part loaded
// on demand: on the button's first press, or ahead of it when the button is hovered or focused
// (issue 36: every list's page-size select and filters showed them at first paint, about 30 kB
// of a list page). Until then the button is a plain one, drawn and announced as react-aria's.
const selectFieldPart = lazyPart(() =>
  import('./SelectField.tsx').then((module) => module.SelectField),
);

/**
 * Loads the field's code ahead of any press (a story or screen that must show the full field at
 * once, e.g. to screenshot a focused field after a submit error): Selects that mount afterwards
 * draw react-aria's Select straight away.
 */
export const preloadSelect = async (): Promise<void> => {
  await selectFieldPart.load();
};

/** The keys that open the list from its button and what each focuses (react-aria's useSelect). */
const openingKeys: Partial<Record<string, SelectOpening['focus']>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

/**
 * One choice from a list that opens under a button. With `loadOptions` the list loads once
 * when the field appears (the first page, up to the option limit).
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(props, ref) {
  // How the button was pressed before the field's code was there: the list opens that way once
  // it is. A new object for each press, so a press after a failed import tries again.
  const [opening, setOpening] = useState<SelectOpening>();
  // Options loaded from the server load once, by the field: its code loads with the field.
  const Field = usePart(selectFieldPart, props.loadOptions ? true : opening);
  if (Field) return <Field {...props} ref={ref} openOnMount={opening} />;
  return <SelectButton {...props} ref={ref} onOpen={(focus) => setOpening({ focus })} />;
});
Select.displayName = 'Select';

/** The field before its code is there: its label, its button with the chosen option, its help. */
const SelectButton = forwardRef<
  HTMLButtonElement,
  SelectProps & { onOpen: (focus: SelectOpening['focus']) => void }
>(function SelectButton(
  {
    label,
    description,
    errorMessage,
    placeholder,
    value,
    defaultValue = null,
    options,
    isDisabled,
    isRequired,
    onOpen,
    'aria-label': ariaLabel,
  },
  ref,
) {
  const text = useUiText();
  const labelId = useId();
  const valueId = useId();
  const { describedBy, help } = usePlainFieldHelp({ description, errorMessage });
  const chosenId = value === undefined ? defaultValue : value;
  const chosen = options?.find((option) => String(option.id) === chosenId);
  return (
    <div className={fieldStyles.root} data-disabled={isDisabled || undefined}>
      <FieldLabel id={labelId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <Button
        ref={ref}
        className={styles.selectTrigger}
        isDisabled={isDisabled}
        aria-label={ariaLabel}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-describedby={describedBy}
        onHoverStart={selectFieldPart.preload}
        onFocus={selectFieldPart.preload}
        onPressStart={(event) => {
          // Like react-aria's: a pointer opens the list on press start (touch on release), a
          // screen reader's click with the first option focused.
          if (event.pointerType === 'virtual') onOpen('first');
          else if (event.pointerType !== 'touch' && event.pointerType !== 'keyboard') onOpen(null);
        }}
        onPress={(event) => {
          if (event.pointerType === 'touch') onOpen(null);
        }}
        onKeyDown={(event) => {
          const focus = openingKeys[event.key];
          if (focus !== undefined) onOpen(focus);
          else event.continuePropagation();
        }}
      >
        <span
          id={valueId}
          className={styles.selectValue}
          data-placeholder={chosenId === null || undefined}
        >
          {chosen ? (
            // As the field shows the chosen option: its label and its second line.
            <>
              <span>{chosen.label}</span>
              <span className={styles.check}>
                <CheckGlyph />
              </span>
              {/* Apart by a space, as in the field's option (OptionList). */}
              {chosen.description && ' '}
              {chosen.description && (
                <span className={styles.itemDescription}>{chosen.description}</span>
              )}
            </>
          ) : (
            chosenId === null && (placeholder ?? text('ui.field.choose'))
          )}
        </span>
        <ChevronDownGlyph />
      </Button>
      {help}
    </div>
  );
});
