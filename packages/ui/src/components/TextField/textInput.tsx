import { useUiText } from '../../provider/context.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { useControlledValue } from '../Field/Field.tsx';
import { type AllowedInput, acceptsInput, type InputMode, keyboardFor } from './allowedInput.ts';

export interface TextInputProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** With a maximum length the field shows how many characters are used. */
  maxLength?: number;
  /**
   * Input that does not fit is refused as it is typed or pasted: `integer` takes digits
   * only, `float` a comma or dot as well, `decimal2`/`decimal6` at most so many decimals;
   * a RegExp must match the whole text (anchor it, and let it match every prefix).
   */
  allowedInput?: AllowedInput;
  /** The phone keyboard; defaults to the one that fits `allowedInput`. */
  inputMode?: InputMode;
}

/**
 * The value handling TextField and TextArea share: controlled or not, refusing text that
 * does not fit `allowedInput`, and the character counter.
 */
export function useTextInput({
  value,
  defaultValue = '',
  onChange,
  maxLength,
  allowedInput,
  inputMode,
}: TextInputProps) {
  const text = useUiText();
  const [current, setCurrent] = useControlledValue(value, defaultValue, onChange);
  const accept = (next: string) => {
    if (allowedInput === undefined || acceptsInput(allowedInput, next)) setCurrent(next);
  };
  const counter = maxLength !== undefined && (
    <span className={fieldStyles.counter} aria-live="polite">
      {text('ui.field.characterCount', { count: current.length, max: maxLength })}
    </span>
  );
  return {
    fieldProps: {
      value: current,
      onChange: accept,
      ...(maxLength !== undefined ? { maxLength } : {}),
    },
    inputMode: inputMode ?? keyboardFor(allowedInput),
    counter,
  };
}
