import { COOP_WEEK_SORT_FIELDS, type CoopWeek, coopWeekEndpoints } from '@adconsole/api';
import {
  FormDatePicker,
  FormNumberField,
  maxLengthText,
  requiredChoice,
  requiredDate,
  requiredText,
} from '@adconsole/forms';
import { formatDisplayDate } from '@adconsole/i18n';
import { z } from 'zod/mini';
import { SettingsList, settingsResource } from './settingsList.tsx';

// The company settings' coop weeks tab, loaded when it shows (CompanySettingsPage.tsx): its
// dialog's number and date fields.
const weekTexts = 'settingsCompany.coopWeeks';
const weekList = settingsResource(weekTexts, coopWeekEndpoints, COOP_WEEK_SORT_FIELDS);
const weekForm = z.object({
  year: requiredChoice(z.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
  week: requiredChoice(z.number().check(z.int(), z.minimum(1), z.maximum(53))),
  name: z.pipe(requiredText(), maxLengthText(100)),
  startsOn: requiredDate(),
  endsOn: requiredDate(),
});

/** The company's coop weeks: a list of its own with its create and edit dialog. */
export function CoopWeekList({ label }: { label: string }) {
  const whole = (min: number, max: number) => ({
    minValue: min,
    maxValue: max,
    formatOptions: { maximumFractionDigits: 0, useGrouping: false },
  });
  return (
    <SettingsList<CoopWeek, unknown>
      {...weekList}
      listKey="settings-coop-weeks"
      label={label}
      columns={(column) => [
        column.text('name'),
        column.text('year', String),
        column.text('week', String),
        column.text('startsOn', (day) => formatDisplayDate(day)),
        column.text('endsOn', (day) => formatDisplayDate(day)),
        column.status(),
      ]}
      form={{
        schema: weekForm,
        defaults: (week?: CoopWeek) => ({
          year: week?.year ?? new Date().getFullYear() + 1,
          week: week?.week ?? null,
          name: week?.name ?? '',
          startsOn: week?.startsOn ?? '',
          endsOn: week?.endsOn ?? '',
        }),
        toWrite: (values, week) => ({ ...values, active: week?.active ?? true }),
        fields: [
          {
            kind: 'field',
            name: 'year',
            component: FormNumberField,
            isRequired: true,
            props: whole(2000, 2100),
          },
          {
            kind: 'field',
            name: 'week',
            component: FormNumberField,
            isRequired: true,
            props: whole(1, 53),
          },
          { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
          { kind: 'field', name: 'startsOn', component: FormDatePicker, isRequired: true },
          { kind: 'field', name: 'endsOn', component: FormDatePicker, isRequired: true },
        ],
      }}
    />
  );
}
