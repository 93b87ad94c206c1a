import {
  YALEO_MAX_ITEMS,
  YALEO_POSITIONS,
  type YaleoPlacementV2,
  yaleoPlacementV2Endpoints,
} from '@adconsole/api';
import { maxLengthText, requiredChoice, requiredText } from '@adconsole/forms';
import type { Language } from '@adconsole/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { OnDemandNumberField, OnDemandSwitch } from '../../kit/OnDemandFields.tsx';
import { valueOptions } from '../../kit/options.ts';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { namedList, RecommendationPreview, useChoiceFields } from './yaleoParts.tsx';

// /yaleo/placements-v2 (issue 42): the second generation of Yaleo's widgets, placed by page
// rather than by selector: the pages under a path, an area of the page (below the article, in
// it, the sidebar, the end of the page), slots of it kept for sponsored articles, and loaded
// only when scrolled near (lazy). The form previews what the placement would show now.

const placementList = namedList('placementsV2');
const placementForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(100)),
  domainId: requiredChoice(z.string()),
  algorithmId: requiredChoice(z.string()),
  pathPattern: z.pipe(requiredText(), maxLengthText(300)),
  position: requiredChoice(z.string()),
  itemCount: requiredChoice(z.number()),
  sponsoredSlots: requiredChoice(z.number()),
  lazyLoad: z.boolean(),
});

export function PlacementsV2Page() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const choiceFields = useChoiceFields();
  const list = useList({
    definition: placementList,
    listKey: 'yaleo-placements-v2',
    calls: yaleoPlacementV2Endpoints,
  });
  const records = useRecordEditing({
    calls: yaleoPlacementV2Endpoints,
    texts: 'yaleo.placementsV2',
    form: {
      schema: placementForm,
      defaults: (placement?: YaleoPlacementV2) => ({
        name: placement?.name ?? '',
        domainId: placement ? String(placement.domainId) : null,
        algorithmId: placement ? String(placement.algorithmId) : null,
        pathPattern: placement?.pathPattern ?? '/',
        position: placement?.position ?? 'BELOW_ARTICLE',
        itemCount: placement?.itemCount ?? 4,
        sponsoredSlots: placement?.sponsoredSlots ?? 0,
        lazyLoad: placement?.lazyLoad ?? true,
      }),
      toWrite: (values, placement) => ({
        name: values.name.trim(),
        domainId: Number(values.domainId),
        algorithmId: Number(values.algorithmId),
        pathPattern: values.pathPattern.trim(),
        position: values.position as YaleoPlacementV2['position'],
        itemCount: values.itemCount ?? 1,
        sponsoredSlots: values.sponsoredSlots ?? 0,
        lazyLoad: values.lazyLoad,
        active: placement?.active ?? true,
      }),
      fields: [
        { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        ...choiceFields,
        { kind: 'text', name: 'pathPattern', isRequired: true, maxLength: 300, hint: true },
        {
          kind: 'select',
          name: 'position',
          isRequired: true,
          options: valueOptions(t, 'yaleo.positions', YALEO_POSITIONS),
        },
        {
          kind: 'field',
          name: 'itemCount',
          component: OnDemandNumberField,
          isRequired: true,
          props: { minValue: 1, maxValue: YALEO_MAX_ITEMS, step: 1 },
        },
        {
          kind: 'field',
          name: 'sponsoredSlots',
          component: OnDemandNumberField,
          isRequired: true,
          hint: true,
          props: { minValue: 0, maxValue: YALEO_MAX_ITEMS, step: 1 },
        },
        { kind: 'field', name: 'lazyLoad', component: OnDemandSwitch, hint: true },
        {
          kind: 'custom',
          name: 'preview',
          render: (control) => <RecommendationPreview control={control} countField="itemCount" />,
        },
      ],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<YaleoPlacementV2>(t, 'yaleo.placementsV2');
    return [
      column.name('name'),
      column.text('domain'),
      column.text('pathPattern'),
      column.text('position', (position) => t(`yaleo.positions.${position}`)),
      column.text('algorithm'),
      column.number('itemCount', language),
      column.number('sponsoredSlots', language),
      column.status(),
    ];
  }, [t, language]);
  return <ListView list={list} columns={columns} records={records} />;
}
