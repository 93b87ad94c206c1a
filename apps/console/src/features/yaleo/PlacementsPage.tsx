import {
  YALEO_LAYOUTS,
  YALEO_MAX_ITEMS,
  type YaleoPlacement,
  yaleoPlacementEndpoints,
} from '@adconsole/api';
import { maxLengthText, requiredChoice, requiredText } from '@adconsole/forms';
import type { Language } from '@adconsole/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { OnDemandNumberField } from '../../kit/OnDemandFields.tsx';
import { valueOptions } from '../../kit/options.ts';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { namedList, RecommendationPreview, useChoiceFields } from './yaleoParts.tsx';

// /yaleo/placements (issue 42; DOMAIN §8 YaleoPlacement): the first generation of Yaleo's
// widgets: where on the publisher's page (a CSS selector), how (grid, list, carousel), how many
// articles, under which heading, ranked by which algorithm among which site's articles. The
// form previews what the placement would show now.

const placementList = namedList('placements');
const placementForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(100)),
  domainId: requiredChoice(z.string()),
  algorithmId: requiredChoice(z.string()),
  selector: z.pipe(requiredText(), maxLengthText(200)),
  layout: requiredChoice(z.string()),
  itemCount: requiredChoice(z.number()),
  heading: maxLengthText(100),
});

export function PlacementsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const choiceFields = useChoiceFields();
  const list = useList({
    definition: placementList,
    listKey: 'yaleo-placements',
    calls: yaleoPlacementEndpoints,
  });
  const records = useRecordEditing({
    calls: yaleoPlacementEndpoints,
    texts: 'yaleo.placements',
    form: {
      schema: placementForm,
      defaults: (placement?: YaleoPlacement) => ({
        name: placement?.name ?? '',
        domainId: placement ? String(placement.domainId) : null,
        algorithmId: placement ? String(placement.algorithmId) : null,
        selector: placement?.selector ?? '',
        layout: placement?.layout ?? 'GRID',
        itemCount: placement?.itemCount ?? 4,
        heading: placement?.heading ?? '',
      }),
      toWrite: (values, placement) => ({
        name: values.name.trim(),
        domainId: Number(values.domainId),
        algorithmId: Number(values.algorithmId),
        selector: values.selector.trim(),
        layout: values.layout as YaleoPlacement['layout'],
        itemCount: values.itemCount ?? 1,
        heading: values.heading.trim(),
        active: placement?.active ?? true,
      }),
      fields: [
        { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        ...choiceFields,
        { kind: 'text', name: 'selector', isRequired: true, maxLength: 200, hint: true },
        {
          kind: 'select',
          name: 'layout',
          isRequired: true,
          options: valueOptions(t, 'yaleo.layouts', YALEO_LAYOUTS),
        },
        {
          kind: 'field',
          name: 'itemCount',
          component: OnDemandNumberField,
          isRequired: true,
          props: { minValue: 1, maxValue: YALEO_MAX_ITEMS, step: 1 },
        },
        { kind: 'text', name: 'heading', maxLength: 100, hint: true },
        {
          kind: 'custom',
          name: 'preview',
          render: (control) => <RecommendationPreview control={control} countField="itemCount" />,
        },
      ],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<YaleoPlacement>(t, 'yaleo.placements');
    return [
      column.name('name'),
      column.text('domain'),
      column.text('algorithm'),
      column.text('selector'),
      column.text('layout', (layout) => t(`yaleo.layouts.${layout}`)),
      column.number('itemCount', language),
      column.status(),
    ];
  }, [t, language]);
  return <ListView list={list} columns={columns} records={records} />;
}
