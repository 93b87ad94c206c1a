import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { useUiText } from '../../provider/context.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { ChevronLeftGlyph, ChevronRightGlyph } from '../Field/fieldIcons.tsx';
import * as styles from './Calendar.css.ts';

/**
 * The inside of a Calendar or RangeCalendar: month navigation and the month grid, whose
 * weeks start on Monday in every language (the calendar passes `firstDayOfWeek`).
 */
export function CalendarMonth({ cellStyle }: { cellStyle: string }) {
  const text = useUiText();
  return (
    <>
      <header className={styles.header}>
        <Button
          slot="previous"
          aria-label={text('ui.calendar.previousMonth')}
          className={fieldStyles.groupButton}
        >
          <ChevronLeftGlyph />
        </Button>
        <Heading className={styles.title} />
        <Button
          slot="next"
          aria-label={text('ui.calendar.nextMonth')}
          className={fieldStyles.groupButton}
        >
          <ChevronRightGlyph />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={cellStyle} />}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}
