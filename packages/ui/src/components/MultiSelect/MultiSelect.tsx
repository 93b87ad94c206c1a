import { forwardRef, useId, useState } from 'react';
import { lazyPart, usePart } from '../../lazy/lazyPart.ts';
import { useUiText } from '../../provider/context.ts';
import { ComboboxInput, type ComboboxStart } from '../Combobox/Combobox.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { useControlledValue } from '../Field/Field.tsx';
import { CloseGlyph } from '../Field/fieldIcons.tsx';
import * as styles from '../Options/Options.css.ts';
import { noOptions, type Option } from '../Options/options.ts';
import type { MultiSelectProps } from './MultiSelectField.tsx';

export type { MultiSelectProps } from './MultiSelectField.tsx';

// The field (react-aria's ComboBox and TagGroup with their collections, about 14 kB gzip) is a
// part loaded on demand, as Combobox's: when the input is first focused or its button pressed,
// ahead of that when the pointer is over it (issue 36: every record form with a multiple choice,
// e.g. an activity's participants, showed it at first paint).
const multiSelectFieldPart = lazyPart(() =>
  import('./MultiSelectField.tsx').then((module) => module.MultiSelectField),
);

/**
 * Loads the field's code ahead of any focus (a story or screen that must show the full field
 * at once): MultiSelects that mount afterwards draw react-aria's ComboBox and TagGroup at once.
 */
export const preloadMultiSelect = async (): Promise<void> => {
  await multiSelectFieldPart.load();
};

/**
 * Several choices found by typing. Chosen options show as tags under the field (Tab from the
 * input reaches them); each has a remove button, and Delete or Backspace removes the focused
 * tag. Until the field's code is there the tags are a plain list, each with its remove button.
 */
export const MultiSelect = forwardRef<HTMLInputElement, MultiSelectProps>(function MultiSelect(
  { value, defaultValue = noOptions, onChange, ...props },
  ref,
) {
  // The chosen options live here, so a tag removed before the field is there stays removed.
  const [chosen, setChosen] = useControlledValue(value, defaultValue, onChange);
  const [start, setStart] = useState<ComboboxStart>();
  const Field = usePart(multiSelectFieldPart, start);
  if (Field)
    return <Field {...props} ref={ref} value={chosen} onChange={setChosen} start={start} />;
  return (
    <div className={fieldStyles.root}>
      <ComboboxInput
        {...props}
        ref={ref}
        shownText=""
        start={start}
        onStart={setStart}
        preload={multiSelectFieldPart.preload}
      />
      {chosen.length > 0 && (
        <PlainTags
          label={props.label}
          chosen={chosen}
          isDisabled={props.isDisabled}
          onRemove={(option) => {
            setChosen(chosen.filter((candidate) => candidate.id !== option.id));
            multiSelectFieldPart.preload();
          }}
        />
      )}
    </div>
  );
});
MultiSelect.displayName = 'MultiSelect';

/** The chosen options before the field's code is there: a list of tags with remove buttons. */
function PlainTags({
  label,
  chosen,
  isDisabled,
  onRemove,
}: {
  label: string;
  chosen: readonly Option[];
  isDisabled: boolean | undefined;
  onRemove: (option: Option) => void;
}) {
  const text = useUiText();
  const id = useId();
  return (
    <div>
      <ul aria-label={text('ui.field.chosen', { label })} className={styles.tags}>
        {chosen.map((option, index) => (
          <li key={option.id} className={styles.tag} data-disabled={isDisabled || undefined}>
            <span id={`${id}-${index}`}>{option.label}</span>
            {!isDisabled && (
              <button
                type="button"
                id={`${id}-${index}-remove`}
                // As react-aria names it: "Remove Coop Genossenschaft".
                aria-label={text('ui.field.remove')}
                aria-labelledby={`${id}-${index}-remove ${id}-${index}`}
                className={styles.tagRemove}
                onClick={() => onRemove(option)}
              >
                <CloseGlyph />
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
