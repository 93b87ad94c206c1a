import { DateRangePicker } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';

/**
 * The custom range's first and last day: its own module, loaded when "Custom range" is chosen,
 * so the builder's page does not carry the calendar.
 */
export function CustomRangeField({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <DateRangePicker
      label={t('reporting.builder.customRange')}
      value={{ start: from, end: to }}
      onChange={(value) => value && onChange({ from: value.start, to: value.end })}
    />
  );
}
