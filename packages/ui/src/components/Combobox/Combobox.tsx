import {
  type Dispatch,
  forwardRef,
  type KeyboardEvent,
  type SetStateAction,
  useId,
  useRef,
  useState,
} from 'react';
import { lazyPart, usePart } from '../../lazy/lazyPart.ts';
import { useUiText } from '../../provider/context.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldLabel } from '../Field/Field.tsx';
import { ChevronDownGlyph } from '../Field/fieldIcons.tsx';
import { usePlainFieldHelp } from '../Field/plainField.tsx';
import type { ComboboxProps } from './ComboboxField.tsx';

export type { ComboboxProps } from './ComboboxField.tsx';

/** What happened in Combobox's input before its field's code was there. */
export interface ComboboxStart {
  /** The input had the focus: the field's input takes it. */
  focused: boolean;
  /** Text typed meanwhile: the field shows it and opens its list filtered by it. */
  typed?: string;
  /**
   * The list was asked to open, and which option to focus: the first or last (its button, an
   * arrow key), or none (a click into the input).
   */
  open?: 'first' | 'last' | 'none';
}

// The field (react-aria's ComboBox with its popover, list box and collections, about 19 kB gzip)
// is a part loaded on demand, as Select's: when the input is first focused or its button
// pressed, ahead of that when either is hovered (issue 36: every list's FilterBar and every
// record form showed it at first paint, and an admin's every page in the company switcher).
// Until then the input is a plain one, labelled, described and announced as react-aria's.
const comboboxFieldPart = lazyPart(() =>
  import('./ComboboxField.tsx').then((module) => module.ComboboxField),
);

/**
 * Loads the field's code ahead of any focus (a story or screen that must show the full field
 * at once): Comboboxes that mount afterwards draw react-aria's ComboBox straight away.
 */
export const preloadCombobox = async (): Promise<void> => {
  await comboboxFieldPart.load();
};

/** The keys that open the list from the input and the option each focuses (react-aria's). */
const openingKeys: Partial<Record<string, ComboboxStart['open']>> = {
  ArrowDown: 'first',
  ArrowUp: 'last',
};

/**
 * One choice found by typing: the list filters (or loads, debounced) as the user types.
 * Emptying the text clears the choice; leaving the field with other text restores it.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(props, ref) {
  // What happened before the field's code was there; a new object for each event, so one after
  // a failed import tries again.
  const [start, setStart] = useState<ComboboxStart>();
  const Field = usePart(comboboxFieldPart, start);
  if (Field) return <Field {...props} ref={ref} start={start} />;
  const current = props.value === undefined ? props.defaultValue : props.value;
  return (
    <ComboboxInput
      {...props}
      ref={ref}
      shownText={current?.label ?? ''}
      start={start}
      onStart={setStart}
      preload={comboboxFieldPart.preload}
    />
  );
});
Combobox.displayName = 'Combobox';

/** What the plain input of a searched choice (Combobox, MultiSelect) takes. */
export type ComboboxInputProps = Pick<
  ComboboxProps,
  | 'label'
  | 'description'
  | 'errorMessage'
  | 'placeholder'
  | 'isDisabled'
  | 'isRequired'
  | 'isReadOnly'
  | 'autoFocus'
  | 'name'
  | 'id'
  | 'onBlur'
  | 'aria-label'
> & {
  /** The input's text: the chosen option's label (Combobox), or nothing (MultiSelect). */
  shownText: string;
  start: ComboboxStart | undefined;
  /** Records what happened, from what was recorded before (events may follow before a render). */
  onStart: Dispatch<SetStateAction<ComboboxStart | undefined>>;
  /** Starts loading the field's code ahead of need (a pointer over the field). */
  preload: () => void;
};

/**
 * A searched choice before its field's code is there: its label, its input, its button and its
 * help, drawn and announced as react-aria's ComboBox draws them.
 */
export const ComboboxInput = forwardRef<HTMLInputElement, ComboboxInputProps>(
  function ComboboxInput(
    {
      label,
      description,
      errorMessage,
      placeholder,
      isDisabled,
      isRequired,
      isReadOnly,
      autoFocus,
      name,
      id,
      shownText,
      start,
      onStart,
      preload,
      onBlur,
      'aria-label': ariaLabel,
    },
    ref,
  ) {
    const text = useUiText();
    const labelId = useId();
    const buttonId = useId();
    const { describedBy, help } = usePlainFieldHelp({ description, errorMessage });
    const [focused, setFocused] = useState(false);
    const carry = (next: Omit<ComboboxStart, 'focused'>) =>
      onStart((before) => ({ ...before, ...next, focused: true }));
    // A click into the input opens the list, as in the loaded field (SearchedFieldParts). A
    // mouse's press asks for it with the focus it gives: the field may replace this input
    // before the button is released, and the click would then reach neither input. Only
    // then: a change of state on the press itself would swap the inputs before the focus.
    const pressed = useRef(false);
    const clickedIn = () => {
      pressed.current = false;
      if (!isReadOnly) carry({ open: 'none' });
    };
    return (
      <div
        className={fieldStyles.root}
        data-disabled={isDisabled || undefined}
        data-invalid={errorMessage ? true : undefined}
      >
        <FieldLabel id={labelId} isRequired={isRequired}>
          {label}
        </FieldLabel>
        <div
          className={fieldStyles.group}
          data-disabled={isDisabled || undefined}
          data-invalid={errorMessage ? true : undefined}
          data-focus-within={focused || undefined}
          onPointerEnter={preload}
        >
          <input
            ref={ref}
            id={id}
            name={name}
            className={fieldStyles.groupInput}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            aria-label={ariaLabel}
            aria-labelledby={ariaLabel ? undefined : labelId}
            aria-describedby={describedBy}
            aria-invalid={errorMessage ? true : undefined}
            aria-required={isRequired || undefined}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: only where the screen asks for it, as react-aria's.
            autoFocus={autoFocus}
            disabled={isDisabled}
            readOnly={isReadOnly}
            placeholder={placeholder}
            value={start?.typed ?? shownText}
            onFocus={() => {
              setFocused(true);
              const open = pressed.current && !isReadOnly;
              pressed.current = false;
              onStart((before) => ({ ...before, focused: true, ...(open && { open: 'none' }) }));
            }}
            onPointerDown={(event) => {
              // A touch may start a scroll; its tap ends in a click.
              pressed.current = event.pointerType !== 'touch' && event.button === 0;
            }}
            onClick={clickedIn}
            onBlur={(event) => {
              setFocused(false);
              onBlur?.(event);
            }}
            onChange={(event) => carry({ typed: event.target.value })}
            onKeyDown={(event: KeyboardEvent) => {
              const open = openingKeys[event.key];
              if (open === undefined) return;
              event.preventDefault();
              carry({ open });
            }}
          />
          {/* Named as react-aria names the loaded field's button: "Show options" and the label. */}
          <button
            id={buttonId}
            type="button"
            tabIndex={-1}
            aria-label={text('ui.field.showOptions')}
            aria-labelledby={ariaLabel ? undefined : `${buttonId} ${labelId}`}
            className={fieldStyles.groupButton}
            disabled={isDisabled}
            onClick={() => carry({ open: 'first' })}
          >
            <ChevronDownGlyph />
          </button>
        </div>
        {help}
      </div>
    );
  },
);
