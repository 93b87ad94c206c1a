import {
  DAYPART_SORT_FIELDS,
  type Daypart,
  type DaypartWrite,
  daypartEndpoints,
} from '@adconsole/api';
import { FormNumberField, FormTimeField, requiredChoice } from '@adconsole/forms';
import { formatNumber } from '@adconsole/i18n';
import { useMemo } from 'react';
import { z } from 'zod/mini';
import { recordParam } from '../../kit/listDefinition.ts';
import {
  translatedNameFields,
  translatedNamesDefaults,
  translatedNamesForm,
  translatedNamesWrite,
} from '../../kit/translatedNames.ts';
import {
  recordOptions,
  SettingsList,
  settingsResource,
  useSettingsLookups,
} from './settingsList.tsx';

// A station's dayparts (issue 37; DOMAIN.md §9 BroadcastProduct dayparts[{from, to}]): the tv
// and radio settings' third tab, a list of the kit filtered by station. Each daypart has its
// name (in four languages, issue 37), from, to and price share (the share of the station's
// prime-time price, in percent).
// The server refuses from after to and an overlap within the station (422 on the field).

const texts = 'settingsCatalogue.dayparts';
const daypartList = settingsResource(texts, daypartEndpoints, DAYPART_SORT_FIELDS, 'ASC', {
  adMediumId: recordParam({ url: 'station', filter: `${texts}.filters.station` }),
});
const daypartForm = z.object({
  adMediumId: requiredChoice(z.string()),
  ...translatedNamesForm(),
  startsAt: requiredChoice(z.string()),
  endsAt: requiredChoice(z.string()),
  priceSharePercent: requiredChoice(z.number().check(z.gt(0), z.maximum(500))),
});

/** The dayparts of the stations of one medium (TV or radio): list, create, edit, (de)activate. */
export function DaypartList({ medium, label }: { medium: 'TV' | 'RADIO'; label?: string }) {
  const lookups = useSettingsLookups();
  const stations = useMemo(
    () => recordOptions((lookups?.adMedia ?? []).filter((item) => item.mediaType === medium)),
    [lookups, medium],
  );
  const choices = useMemo(() => ({ adMediumId: stations }), [stations]);
  return (
    <SettingsList<Daypart, DaypartWrite>
      {...daypartList}
      listKey={`settings-dayparts-${medium.toLowerCase()}`}
      fixedQuery={{ mediaType: medium }}
      choices={choices}
      {...(label !== undefined && { label })}
      columns={(column, _t, language) => [
        column.text('name'),
        column.text('adMediumName'),
        column.text('startsAt'),
        column.text('endsAt'),
        column.text(
          'priceSharePercent',
          (share) => `${formatNumber(share, language, { maximumFractionDigits: 1 })} %`,
        ),
        column.status(),
      ]}
      form={{
        schema: daypartForm,
        defaults: (daypart?: Daypart) => ({
          adMediumId: daypart ? String(daypart.adMediumId) : null,
          ...translatedNamesDefaults(daypart),
          startsAt: daypart?.startsAt ?? null,
          endsAt: daypart?.endsAt ?? null,
          priceSharePercent: daypart?.priceSharePercent ?? 100,
        }),
        toWrite: (values, daypart): DaypartWrite => ({
          adMediumId: Number(values.adMediumId),
          ...translatedNamesWrite({ ...values, name: values.name.trim() }),
          startsAt: values.startsAt,
          endsAt: values.endsAt,
          priceSharePercent: values.priceSharePercent,
          active: daypart?.active ?? true,
        }),
        fields: [
          { kind: 'select', name: 'adMediumId', isRequired: true, options: stations },
          // Issue 37: a daypart's name in four languages, as its products have theirs.
          ...translatedNameFields(),
          { kind: 'field', name: 'startsAt', component: FormTimeField, isRequired: true },
          { kind: 'field', name: 'endsAt', component: FormTimeField, isRequired: true },
          {
            kind: 'field',
            name: 'priceSharePercent',
            component: FormNumberField,
            isRequired: true,
            hint: true,
            props: { minValue: 0.1, maxValue: 500, step: 0.1 },
          },
        ],
      }}
    />
  );
}
