import type { CalendarDate } from '@internationalized/date';
import { forwardRef } from 'react';
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Button,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  RangeCalendar,
} from 'react-aria-components';
import { useUiText } from '../../provider/context.ts';
import * as styles from '../DatePicker/Calendar.css.ts';
import { CalendarMonth } from '../DatePicker/calendarParts.tsx';
import { formatDateValue, parseDateLimit, parseDateValue } from '../DatePicker/dateValue.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import {
  type AriaFieldProps,
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
} from '../Field/Field.tsx';
import { FieldPopover } from '../Field/FieldPopover.tsx';
import { CalendarGlyph } from '../Field/fieldIcons.tsx';
import * as rangeStyles from './DateRangePicker.css.ts';

/** A range of days, both ends 'YYYY-MM-DD' and included. */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps
  extends AriaFieldProps<
      AriaDateRangePickerProps<CalendarDate>,
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
  /** The range, or null while it is incomplete. */
  value?: DateRange | null;
  defaultValue?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
  /** The first day that may be chosen, 'YYYY-MM-DD'. */
  minValue?: string;
  /** The last day that may be chosen, 'YYYY-MM-DD'. */
  maxValue?: string;
}

function parseRange(range: DateRange | null | undefined) {
  if (range === undefined || range === null) return range;
  const start = parseDateValue(range.start);
  const end = parseDateValue(range.end);
  return start && end ? { start, end } : null;
}

/**
 * A range of days, typed as two DD.MM.YYYY dates or picked in a calendar whose weeks start
 * on Monday. Apps give and get `{ start, end }` as 'YYYY-MM-DD' strings.
 */
export const DateRangePicker = forwardRef<HTMLDivElement, DateRangePickerProps>(
  function DateRangePicker(
    {
      label,
      description,
      errorMessage,
      value,
      defaultValue,
      onChange,
      minValue,
      maxValue,
      ...rest
    },
    ref,
  ) {
    const text = useUiText();
    return (
      <AriaDateRangePicker
        {...rest}
        ref={ref}
        value={parseRange(value)}
        defaultValue={parseRange(defaultValue)}
        onChange={(range) =>
          onChange?.(
            range ? { start: formatDateValue(range.start), end: formatDateValue(range.end) } : null,
          )
        }
        minValue={parseDateLimit(minValue)}
        maxValue={parseDateLimit(maxValue)}
        granularity="day"
        firstDayOfWeek="mon"
        shouldForceLeadingZeros
        validationBehavior="aria"
        isInvalid={Boolean(errorMessage)}
        className={fieldStyles.root}
      >
        <FieldLabel isRequired={rest.isRequired} elementType="span">
          {label}
        </FieldLabel>
        <Group className={fieldStyles.group}>
          <DateInput slot="start" className={rangeStyles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={fieldStyles.segment} />}
          </DateInput>
          <span aria-hidden="true">–</span>
          <DateInput slot="end" className={rangeStyles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={fieldStyles.segment} />}
          </DateInput>
          <Button
            aria-label={text('ui.datePicker.openCalendar')}
            className={fieldStyles.groupButton}
          >
            <CalendarGlyph />
          </Button>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <FieldPopover width="content">
          <Dialog className={styles.dialog}>
            <RangeCalendar firstDayOfWeek="mon" className={styles.calendar}>
              <CalendarMonth cellStyle={styles.rangeCell} />
            </RangeCalendar>
          </Dialog>
        </FieldPopover>
      </AriaDateRangePicker>
    );
  },
);
DateRangePicker.displayName = 'DateRangePicker';
