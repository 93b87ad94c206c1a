import { type OrderPosition, orderEndpoints } from '@adconsole/api';
import { FormMultiSelect, FormSelect, type RowsForm, useFormRows } from '@adconsole/forms';
import {
  Button,
  CloseIcon,
  Heading,
  IconButton,
  Inline,
  PlusIcon,
  Stack,
  Text,
} from '@adconsole/ui';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';

// A digital position's key-values (issue 42; DOMAIN §3, a digital position's targeting): one row
// per key of the company's targeting (/targeting/keywords) with the values chosen among the
// key's. The server checks them again (an active key of the company, a predefined key's own
// values, GAM's rules) and answers on the row's field (`keyValues.1.values`).
// Decision: the form offers each key's listed values, a free-form key's too; a value not listed
// yet is added to the key on /targeting/keywords first (the contextual team keeps the list).

const NAME = 'keyValues';

/** A row as the form holds it: the key's name, the values chosen. */
export interface KeyValueRow {
  key: string | null;
  values: { id: string; label: string }[];
}

/** A position's key-values as the form's rows. */
export const keyValueRows = (position: OrderPosition | undefined): KeyValueRow[] =>
  (position?.keyValues ?? []).map((entry) => ({
    key: entry.key,
    values: entry.values.map((value) => ({ id: value, label: value })),
  }));

/** The rows with a key, as the order service takes them. */
export const keyValuesOf = (rows: readonly KeyValueRow[]) =>
  rows.flatMap((row) =>
    row.key ? [{ key: row.key, values: row.values.map((value) => value.id) }] : [],
  );

/** One key of a position's key-values as a line: `rubrik: sport, kultur`. */
export const keyValueLine = (entry: OrderPosition['keyValues'][number]) =>
  `${entry.key}: ${entry.values.join(', ')}`;

/** The key-values section of a digital position's form. */
export function PositionKeyValuesField({
  control,
  form,
  campaignId,
}: {
  control: Control<FieldValues>;
  form: RowsForm;
  campaignId: number;
}) {
  const { t } = useTranslation();
  const bookingKeys = useEndpoint(orderEndpoints.ordersBookingKeys, { params: { id: campaignId } });
  const rows = (useWatch({ control, name: NAME }) ?? []) as KeyValueRow[];
  const { keys, append, remove } = useFormRows<KeyValueRow>(form, NAME, rows);
  const available = bookingKeys.data?.items ?? [];
  const headingId = `position-key-values-${campaignId}`;
  return (
    <Stack space="medium" role="group" aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {t('orders.positions.keyValues.title')}
      </Heading>
      <Text tone="muted">
        {bookingKeys.data && available.length === 0
          ? t('orders.positions.keyValues.noKeys')
          : t('orders.positions.keyValues.intro')}
      </Text>
      {keys.map((rowKey, index) => {
        const chosen = available.find((key) => key.name === rows[index]?.key);
        const label = t('orders.positions.keyValues.row', { number: index + 1 });
        return (
          <Stack key={rowKey} space="xsmall" role="group" aria-label={label}>
            <Text weight="strong">{label}</Text>
            <Inline space="small" align="end">
              <FormSelect
                control={control}
                name={`${NAME}.${index}.key`}
                label={t('orders.positions.keyValues.key')}
                isRequired
                options={available.map((key) => ({
                  id: key.name,
                  label: `${key.displayName} (${key.name})`,
                }))}
              />
              <FormMultiSelect
                control={control}
                name={`${NAME}.${index}.values`}
                label={t('orders.positions.keyValues.values')}
                isRequired
                options={(chosen?.values ?? []).map((value) => ({ id: value, label: value }))}
              />
              <IconButton
                variant="secondary"
                icon={<CloseIcon />}
                label={t('orders.positions.keyValues.remove', { number: index + 1 })}
                onPress={() => remove(index)}
              />
            </Inline>
          </Stack>
        );
      })}
      {available.length > 0 && (
        <Inline>
          <Button
            variant="secondary"
            icon={<PlusIcon />}
            onPress={() => append({ key: null, values: [] })}
          >
            {t('orders.positions.keyValues.add')}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}
