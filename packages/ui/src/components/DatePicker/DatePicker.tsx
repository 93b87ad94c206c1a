import type { CalendarDate } from '@internationalized/date';
import { forwardRef } from 'react';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  Calendar,
  DateInput,
  DateSegment,
  Dialog,
  Group,
} from 'react-aria-components';
import { useUiText } from '../../provider/context.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import {
  type AriaFieldProps,
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
} from '../Field/Field.tsx';
import { FieldPopover } from '../Field/FieldPopover.tsx';
import { CalendarGlyph } from '../Field/fieldIcons.tsx';
import * as styles from './Calendar.css.ts';
import { CalendarMonth } from './calendarParts.tsx';
import { formatDateValue, parseDateLimit, parseDateValue } from './dateValue.ts';

export interface DatePickerProps
  extends AriaFieldProps<
      AriaDatePickerProps<CalendarDate>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'placeholderValue'
      | 'granularity'
      | 'firstDayOfWeek'
    >,
    FieldBaseProps {
  /** The day as 'YYYY-MM-DD', or null while none is chosen. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** The first day that may be chosen, 'YYYY-MM-DD'. */
  minValue?: string;
  /** The last day that may be chosen, 'YYYY-MM-DD'. */
  maxValue?: string;
}

/**
 * A day, typed as DD.MM.YYYY or picked from a calendar whose weeks start on Monday.
 * Apps give and get 'YYYY-MM-DD' strings.
 */
export const DatePicker = forwardRef<HTMLDivElement, DatePickerProps>(function DatePicker(
  { label, description, errorMessage, value, defaultValue, onChange, minValue, maxValue, ...rest },
  ref,
) {
  const text = useUiText();
  return (
    <AriaDatePicker
      {...rest}
      ref={ref}
      value={parseDateValue(value)}
      defaultValue={parseDateValue(defaultValue)}
      onChange={(date) => onChange?.(date ? formatDateValue(date) : null)}
      minValue={parseDateLimit(minValue)}
      maxValue={parseDateLimit(maxValue)}
      granularity="day"
      firstDayOfWeek="mon"
      shouldForceLeadingZeros
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.root}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.group}>
        <DateInput className={fieldStyles.segments}>
          {(segment) => <DateSegment segment={segment} className={fieldStyles.segment} />}
        </DateInput>
        <Button aria-label={text('ui.datePicker.openCalendar')} className={fieldStyles.groupButton}>
          <CalendarGlyph />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover width="content">
        <Dialog className={styles.dialog}>
          <Calendar firstDayOfWeek="mon" className={styles.calendar}>
            <CalendarMonth cellStyle={styles.singleCell} />
          </Calendar>
        </Dialog>
      </FieldPopover>
    </AriaDatePicker>
  );
});
DatePicker.displayName = 'DatePicker';
