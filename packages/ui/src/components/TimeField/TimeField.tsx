import type { Time } from '@internationalized/date';
import { forwardRef } from 'react';
import {
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  DateInput,
  DateSegment,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import {
  type AriaFieldProps,
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
} from '../Field/Field.tsx';
import { formatTimeValue, parseTimeValue } from './timeValue.ts';

export interface TimeFieldProps
  extends AriaFieldProps<
      AriaTimeFieldProps<Time>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'placeholderValue'
      | 'granularity'
      | 'hourCycle'
    >,
    FieldBaseProps {
  /** The time as 'HH:mm', or null while the field is incomplete. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
}

/** A time of day typed as hours and minutes on the 24-hour clock, in every language. */
export const TimeField = forwardRef<HTMLDivElement, TimeFieldProps>(function TimeField(
  { label, description, errorMessage, value, defaultValue, onChange, ...rest },
  ref,
) {
  return (
    <AriaTimeField
      {...rest}
      ref={ref}
      value={parseTimeValue(value)}
      defaultValue={parseTimeValue(defaultValue)}
      onChange={(time) => onChange?.(time ? formatTimeValue(time) : null)}
      granularity="minute"
      hourCycle={24}
      shouldForceLeadingZeros
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.root}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <DateInput className={fieldStyles.group}>
        {(segment) => <DateSegment segment={segment} className={fieldStyles.segment} />}
      </DateInput>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTimeField>
  );
});
TimeField.displayName = 'TimeField';
