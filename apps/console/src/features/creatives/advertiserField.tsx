import { FormLookup } from '@adconsole/forms';
import { asOption } from '../../app/lookups.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { loadAdvertiserOptions } from './creativeCalls.ts';

/** The advertiser of a creative or a tag: a required lookup of the company's accounts. */
export const advertiserField = (name: string): RecordField => ({
  kind: 'custom',
  name,
  render: (control, label) => (
    <FormLookup
      control={control}
      name={name}
      label={label}
      isRequired
      load={loadAdvertiserOptions}
      toEntry={asOption}
    />
  ),
});
