import {
  PLACEMENT_GROUP_LIMITS,
  PLACEMENT_GROUP_SORT_FIELDS,
  type PlacementGroup,
  placementGroupEndpoints,
  placementOptionsEndpoint,
} from '@adconsole/api';
import { maxLengthText, optionSchema, requiredChoice, requiredText } from '@adconsole/forms';
import type { Option } from '@adconsole/ui';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { EditableList } from '../../kit/EditableList.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { useFormWatch } from '../../kit/formWatch.ts';
import { defineList, flagParam, recordParam, textParam } from '../../kit/listDefinition.ts';
import { OnDemandMultiSelect } from '../../kit/OnDemandFields.tsx';

// /publishers/traffic/placement-groups (issue 39; spec 1 §2.12: ADMIN, acting for a publisher):
// the publisher's named sets of placements of one of its websites (a home page, a section),
// created and edited in a dialog, switched off and on one by one or in bulk. A group's
// placements are its website's: the choice lists only the chosen website's active placements
// (the server refuses any other). The website filter is in the URL like the name search.

const TEXTS = 'placementGroups';

const groupList = defineList({
  params: {
    name: textParam({ query: 'nameFilter', filter: `${TEXTS}.filters.name` }),
    websiteId: recordParam({ url: 'website', filter: `${TEXTS}.filters.website` }),
    includeInactive: flagParam({ url: 'inactive', filter: `${TEXTS}.filters.includeInactive` }),
  },
  sort: { fields: PLACEMENT_GROUP_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

const groupForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(PLACEMENT_GROUP_LIMITS.name)),
  websiteId: requiredChoice(z.string()),
  placementIds: z.array(optionSchema),
});
type GroupValues = z.output<typeof groupForm>;

/** The chosen website's placements: the field follows the website chosen above it. */
function PlacementsChoice({
  control,
  label,
  placementsOf,
}: {
  control: Control<FieldValues>;
  label: string;
  placementsOf: (websiteId: string) => Option[];
}) {
  const { t } = useTranslation();
  const websiteId = useFormWatch({ control, name: 'websiteId' }) as string;
  return (
    <OnDemandMultiSelect
      control={control}
      name="placementIds"
      label={label}
      description={t(`${TEXTS}.form.placementIdsHint`)}
      options={placementsOf(websiteId)}
    />
  );
}

/** /publishers/traffic/placement-groups */
export function PlacementGroupsPage() {
  const options = useEndpoint(placementOptionsEndpoint, {}).data;
  const websiteOptions = (options?.websites ?? []).map((site) => ({
    id: String(site.id),
    label: `${site.name} (${site.domain})`,
  }));
  const placementsOf = (websiteId: string) =>
    (options?.placements ?? [])
      .filter((placement) => String(placement.websiteId) === websiteId)
      .map((placement) => ({ id: String(placement.id), label: placement.name }));
  return (
    <EditableList<PlacementGroup, unknown>
      definition={groupList}
      calls={placementGroupEndpoints}
      texts={TEXTS}
      listKey="publishers-placement-groups"
      choices={{ websiteId: websiteOptions }}
      columns={(column) => [
        column.name('name'),
        column.text('websiteName'),
        column.text('websiteDomain'),
        column.text('placementNames', (names) => (names.length ? names.join(', ') : '–')),
        column.status(),
      ]}
      form={{
        schema: groupForm,
        defaults: (group?: PlacementGroup) => ({
          name: group?.name ?? '',
          websiteId: group ? String(group.websiteId) : '',
          placementIds: (group?.placementIds ?? []).map((id, index) => ({
            id: String(id),
            label: group?.placementNames[index] ?? String(id),
          })),
        }),
        toWrite: (values: GroupValues, group) => ({
          name: values.name,
          websiteId: Number(values.websiteId),
          placementIds: values.placementIds.map((option) => Number(option.id)),
          active: group?.active ?? true,
        }),
        fields: [
          { kind: 'text', name: 'name', isRequired: true, maxLength: PLACEMENT_GROUP_LIMITS.name },
          { kind: 'select', name: 'websiteId', isRequired: true, options: websiteOptions },
          {
            kind: 'custom',
            name: 'placementIds',
            render: (control, label) => (
              <PlacementsChoice control={control} label={label} placementsOf={placementsOf} />
            ),
          },
        ],
      }}
    />
  );
}
