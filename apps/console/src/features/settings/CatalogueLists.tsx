import {
  AD_MEDIUM_SORT_FIELDS,
  type AdMedium,
  adMediumEndpoints,
  BRAND_SORT_FIELDS,
  type Brand,
  brandEndpoints,
  CAMPAIGN_TYPE_SORT_FIELDS,
  INDUSTRY_SORT_FIELDS,
  type Industry,
  industryEndpoints,
  MAPPING_ID_EXAMPLES,
  MAPPING_SORT_FIELDS,
  MAPPING_SYSTEMS,
  type MappingSystem,
  PARTNER_FILIAL_SORT_FIELDS,
  type PartnerFilial,
  PLACEMENT_DEVICES,
  PLACEMENT_SORT_FIELDS,
  type Placement,
  POSITION_GROUP_SORT_FIELDS,
  type PositionGroup,
  PRODUCT_MEDIA,
  type ProductMedium,
  type ProgrammaticMapping,
  partnerFilialEndpoints,
  placementEndpoints,
  positionGroupEndpoints,
  programmaticMappingEndpoints,
  SALES_UNIT_SORT_FIELDS,
  type SalesUnit,
  type SettingsCampaignType,
  type SettingsWebsite,
  salesUnitEndpoints,
  settingsCampaignTypeEndpoints,
  settingsWebsiteEndpoints,
  WEBSITE_SORT_FIELDS,
} from '@adconsole/api';
import {
  maxLengthText,
  optionalText,
  optionSchema,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import { formatNumber } from '@adconsole/i18n';
import type { Option } from '@adconsole/ui';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useFormWatch } from '../../kit/formWatch.ts';
import { choiceParam, defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import {
  OnDemandCheckbox,
  OnDemandCombobox,
  OnDemandMultiSelect,
  OnDemandNumberField,
  OnDemandSelect,
} from '../../kit/OnDemandFields.tsx';
import { loadAccountOptions } from '../crm/crmLookups.ts';
import {
  idOf,
  joined,
  recordOptions,
  SettingsList,
  settingsResource,
  translatedNameFields,
  translatedNamesDefaults,
  translatedNamesForm,
  translatedNamesWrite,
  useSettingsLookups,
  valueOptions,
} from './settingsList.tsx';

// The catalogue's other lists (spec 1 §2.12 settings): ad media, placements, websites, brands,
// industries, sales units, position groups, campaign types, partner branches and the
// programmatic mappings. Each is a declaration of SettingsList.

const name = () => z.pipe(requiredText(), maxLengthText(100));
const yesNo = (t: (key: string) => string) => (yes: boolean) =>
  t(yes ? 'settingsCatalogue.yes' : 'settingsCatalogue.no');

// --- Ad media ---
const adMediaTexts = 'settingsCatalogue.adMedia';
const adMediaList = settingsResource(adMediaTexts, adMediumEndpoints, AD_MEDIUM_SORT_FIELDS);
const adMediumForm = z.object({
  name: name(),
  websiteId: z.nullable(z.string()),
  positionsPerDay: z.nullable(z.number().check(z.minimum(1), z.maximum(1_000_000))),
  columns: z.nullable(z.number().check(z.minimum(1), z.maximum(20))),
  columnWidthMm: z.nullable(z.number().check(z.gt(0), z.maximum(1000))),
  pageHeightMm: z.nullable(z.number().check(z.minimum(1), z.maximum(5000))),
});
/** Issue 37: a print title's page (its publication's columns), the three together. */
const PAGE_FIELDS = [
  { name: 'columns', props: { minValue: 1, maxValue: 20 } },
  { name: 'columnWidthMm', props: { minValue: 0.1, maxValue: 1000, step: 0.1 } },
  { name: 'pageHeightMm', props: { minValue: 1, maxValue: 5000 } },
] as const;

export function AdMediaList({ medium, label }: { medium: ProductMedium; label?: string }) {
  const { t } = useTranslation();
  const lookups = useSettingsLookups();
  return (
    <SettingsList<AdMedium, unknown>
      {...adMediaList}
      listKey={`settings-ad-media-${medium.toLowerCase()}`}
      fixedQuery={{ mediaType: medium }}
      {...(label !== undefined && { label })}
      columns={(column, _t, language) => [
        column.text('name'),
        ...(medium === 'DIGITAL' ? [column.text('websiteName', (site) => site ?? '–')] : []),
        // Issue 37: a print title's page, as its dialog edits it.
        ...(medium === 'PRINT'
          ? [
              column.text('columns', (count) => (count === null ? '–' : String(count))),
              column.text('columnWidthMm', (width) =>
                width === null ? '–' : `${formatNumber(width, language)} mm`,
              ),
              column.text('pageHeightMm', (height) =>
                height === null ? '–' : `${formatNumber(height, language)} mm`,
              ),
            ]
          : []),
        column.text('productCount', (count) => formatNumber(count, language)),
        column.text('positionsPerDay', (count) =>
          count === null ? t(`${adMediaTexts}.noCapacity`) : formatNumber(count, language),
        ),
        column.status(),
      ]}
      form={{
        schema: adMediumForm,
        defaults: (adMedium?: AdMedium) => ({
          name: adMedium?.name ?? '',
          websiteId: adMedium?.websiteId ? String(adMedium.websiteId) : null,
          positionsPerDay: adMedium?.positionsPerDay ?? null,
          columns: adMedium?.columns ?? null,
          columnWidthMm: adMedium?.columnWidthMm ?? null,
          pageHeightMm: adMedium?.pageHeightMm ?? null,
        }),
        toWrite: (values, adMedium) => ({
          mediaType: medium,
          name: values.name,
          websiteId: idOf(values.websiteId),
          positionsPerDay: values.positionsPerDay,
          columns: values.columns,
          columnWidthMm: values.columnWidthMm,
          pageHeightMm: values.pageHeightMm,
          active: adMedium?.active ?? true,
        }),
        fields: [
          { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
          ...(medium === 'DIGITAL'
            ? [
                {
                  kind: 'select',
                  name: 'websiteId',
                  options: recordOptions(lookups?.websites),
                } as const,
              ]
            : []),
          // Issue 37: the capacity, empty for no limit: positions a day, a print title's an
          // issue (its positions run on their issue's day), as the campaign's warning says it.
          {
            kind: 'field',
            name: 'positionsPerDay',
            component: OnDemandNumberField,
            hint: true,
            props: {
              minValue: 1,
              maxValue: 1_000_000,
              ...(medium === 'PRINT' && { label: t(`${adMediaTexts}.form.positionsPerIssue`) }),
            },
          },
          ...(medium === 'PRINT'
            ? PAGE_FIELDS.map(
                (field) =>
                  ({
                    kind: 'field',
                    name: field.name,
                    component: OnDemandNumberField,
                    props: field.props,
                  }) as const,
              )
            : []),
        ],
      }}
    />
  );
}

// --- Placements ---
const placementTexts = 'settingsCatalogue.placements';
const placementList = settingsResource(placementTexts, placementEndpoints, PLACEMENT_SORT_FIELDS);
const sizesPattern = /^\s*([0-9]{1,4}x[0-9]{1,4}\s*(,\s*[0-9]{1,4}x[0-9]{1,4}\s*)*)?$/;
const placementForm = z.object({
  websiteId: requiredChoice(z.string()),
  name: name(),
  sizes: z.pipe(optionalText(), z.string().check(z.regex(sizesPattern))),
  devices: z.array(optionSchema),
});
const splitSizes = (value: string) =>
  value
    .split(',')
    .map((size) => size.trim())
    .filter(Boolean);

export function PlacementList({ label }: { label?: string }) {
  const { t } = useTranslation();
  const lookups = useSettingsLookups();
  const device = (id: string) => ({ id, label: t(`${placementTexts}.devices.${id}`) });
  return (
    <SettingsList<Placement, unknown>
      {...placementList}
      listKey="settings-placements"
      {...(label !== undefined && { label })}
      columns={(column) => [
        column.text('name'),
        column.text('websiteName'),
        column.text('sizes', joined),
        column.text('devices', (devices) =>
          joined(devices.map((id) => t(`${placementTexts}.devices.${id}`))),
        ),
        column.status(),
      ]}
      form={{
        schema: placementForm,
        defaults: (placement?: Placement) => ({
          websiteId: placement ? String(placement.websiteId) : null,
          name: placement?.name ?? '',
          sizes: placement?.sizes.join(', ') ?? '',
          devices: (placement?.devices ?? []).map(device),
        }),
        toWrite: (values, placement) => ({
          websiteId: Number(values.websiteId),
          name: values.name,
          sizes: splitSizes(values.sizes),
          devices: values.devices.map((option: { id: string }) => option.id),
          active: placement?.active ?? true,
        }),
        fields: [
          {
            kind: 'select',
            name: 'websiteId',
            isRequired: true,
            options: recordOptions(lookups?.websites),
          },
          { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
          { kind: 'text', name: 'sizes', maxLength: 200, hint: true },
          {
            kind: 'field',
            name: 'devices',
            component: OnDemandMultiSelect,
            props: { options: PLACEMENT_DEVICES.map(device) },
          },
        ],
      }}
    />
  );
}

// --- Websites ---
const websiteTexts = 'settingsCatalogue.websites';
const websiteList = settingsResource(websiteTexts, settingsWebsiteEndpoints, WEBSITE_SORT_FIELDS);
const websiteForm = z.object({
  name: name(),
  domain: z.pipe(
    requiredText(),
    z
      .string()
      .check(
        z.regex(
          /^\s*[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+\s*$/,
        ),
      ),
  ),
  publisherCompanyId: z.nullable(z.string()),
});

/** /settings/websites */
export function WebsitesPage() {
  const lookups = useSettingsLookups();
  return (
    <SettingsList<SettingsWebsite, unknown>
      {...websiteList}
      listKey="settings-websites"
      columns={(column) => [
        column.text('name'),
        column.text('domain'),
        column.text('publisherName', (publisher) => publisher ?? '–'),
        column.status(),
      ]}
      form={{
        schema: websiteForm,
        defaults: (site?: SettingsWebsite) => ({
          name: site?.name ?? '',
          domain: site?.domain ?? '',
          publisherCompanyId: site?.publisherCompanyId ? String(site.publisherCompanyId) : null,
        }),
        toWrite: (values, site) => ({
          name: values.name,
          domain: values.domain.trim().toLowerCase(),
          publisherCompanyId: idOf(values.publisherCompanyId),
          active: site?.active ?? true,
        }),
        fields: [
          { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
          { kind: 'text', name: 'domain', isRequired: true, maxLength: 253, hint: true },
          {
            kind: 'select',
            name: 'publisherCompanyId',
            options: recordOptions(lookups?.publisherCompanies),
          },
        ],
      }}
    />
  );
}

// --- Brands ---
const brandTexts = 'settingsCatalogue.brands';
const brandList = settingsResource(brandTexts, brandEndpoints, BRAND_SORT_FIELDS);
const brandForm = z.object({ accountId: requiredChoice(optionSchema), name: name() });
const loadAccounts = loadAccountOptions();

/** /settings/brands */
export function BrandsPage() {
  return (
    <SettingsList<Brand, unknown>
      {...brandList}
      listKey="settings-brands"
      columns={(column) => [column.text('name'), column.text('accountName'), column.status()]}
      form={{
        schema: brandForm,
        defaults: (brand?: Brand) => ({
          accountId: brand ? { id: String(brand.accountId), label: brand.accountName } : null,
          name: brand?.name ?? '',
        }),
        toWrite: (values, brand) => ({
          accountId: Number(values.accountId.id),
          name: values.name,
          active: brand?.active ?? true,
        }),
        fields: [
          {
            kind: 'field',
            name: 'accountId',
            component: OnDemandCombobox,
            isRequired: true,
            props: { loadOptions: loadAccounts, debounceMs: 500 },
          },
          { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        ],
      }}
    />
  );
}

// --- Industries ---
const industryTexts = 'settingsCatalogue.industries';
const industryList = settingsResource(industryTexts, industryEndpoints, INDUSTRY_SORT_FIELDS);
const industryForm = z.object({
  ...translatedNamesForm(),
  iabCode: z.pipe(
    optionalText(),
    z.string().check(z.regex(/^\s*(IAB[0-9]{1,2}(-[0-9]{1,2})?)?\s*$/)),
  ),
  competitiveExclusion: z.boolean(),
});

/** /settings/industries */
export function IndustriesPage() {
  const { t } = useTranslation();
  return (
    <SettingsList<Industry, unknown>
      {...industryList}
      listKey="settings-industries"
      columns={(column) => [
        column.text('name'),
        column.text('iabCode', (code) => code ?? '–'),
        column.text('competitiveExclusion', yesNo(t)),
        column.status(),
      ]}
      form={{
        schema: industryForm,
        defaults: (industry?: Industry) => ({
          ...translatedNamesDefaults(industry),
          iabCode: industry?.iabCode ?? '',
          competitiveExclusion: industry?.competitiveExclusion ?? false,
        }),
        toWrite: (values, industry) => ({
          ...translatedNamesWrite(values),
          iabCode: values.iabCode.trim() || null,
          competitiveExclusion: values.competitiveExclusion,
          active: industry?.active ?? true,
        }),
        fields: [
          ...translatedNameFields(),
          { kind: 'text', name: 'iabCode', maxLength: 8, hint: true },
          { kind: 'field', name: 'competitiveExclusion', component: OnDemandCheckbox, hint: true },
        ],
      }}
    />
  );
}

// --- Sales units ---
const salesUnitTexts = 'settingsCatalogue.salesUnits';
const salesUnitList = settingsResource(salesUnitTexts, salesUnitEndpoints, SALES_UNIT_SORT_FIELDS);
const salesUnitForm = z.object({ name: name(), placementIds: z.array(optionSchema) });

/** /settings/sales-units */
export function SalesUnitsPage() {
  const lookups = useSettingsLookups();
  const placementOptions = (lookups?.placements ?? []).map((placement) => ({
    id: String(placement.id),
    label: `${lookups?.websites.find((site) => site.id === placement.websiteId)?.name ?? ''} – ${placement.name}`,
  }));
  return (
    <SettingsList<SalesUnit, unknown>
      {...salesUnitList}
      listKey="settings-sales-units"
      columns={(column) => [
        column.text('name'),
        column.text('placementNames', (names) =>
          names.length > 3 ? `${names.slice(0, 3).join(', ')} +${names.length - 3}` : joined(names),
        ),
        column.status(),
      ]}
      form={{
        schema: salesUnitForm,
        defaults: (unit?: SalesUnit) => ({
          name: unit?.name ?? '',
          placementIds: (unit?.placementIds ?? []).map((id, index) => ({
            id: String(id),
            label: unit?.placementNames[index] ?? String(id),
          })),
        }),
        toWrite: (values, unit) => ({
          name: values.name,
          placementIds: values.placementIds.map((option: { id: string }) => Number(option.id)),
          active: unit?.active ?? true,
        }),
        fields: [
          { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
          {
            kind: 'field',
            name: 'placementIds',
            component: OnDemandMultiSelect,
            props: { options: placementOptions },
          },
        ],
      }}
    />
  );
}

// --- Position groups ---
const groupTexts = 'settingsCatalogue.positionGroups';
const groupList = settingsResource(groupTexts, positionGroupEndpoints, POSITION_GROUP_SORT_FIELDS);
const groupForm = z.object({
  name: name(),
  mediaType: z.nullable(z.string()),
  sortOrder: requiredChoice(z.number().check(z.int(), z.minimum(0), z.maximum(9999))),
});

/** /settings/position-groups */
export function PositionGroupsPage() {
  const { t } = useTranslation();
  return (
    <SettingsList<PositionGroup, unknown>
      {...groupList}
      listKey="settings-position-groups"
      columns={(column) => [
        column.text('name'),
        column.text('mediaType', (medium) =>
          medium ? t(`settingsCatalogue.media.${medium}`) : t(`${groupTexts}.allMedia`),
        ),
        column.text('sortOrder', String),
        column.status(),
      ]}
      form={{
        schema: groupForm,
        defaults: (group?: PositionGroup) => ({
          name: group?.name ?? '',
          mediaType: group?.mediaType ?? null,
          sortOrder: group?.sortOrder ?? 0,
        }),
        toWrite: (values, group) => ({
          name: values.name,
          mediaType: values.mediaType as ProductMedium | null,
          sortOrder: values.sortOrder,
          active: group?.active ?? true,
        }),
        fields: [
          { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
          {
            kind: 'select',
            name: 'mediaType',
            options: valueOptions(t, 'settingsCatalogue.media', PRODUCT_MEDIA),
            hint: true,
          },
          {
            kind: 'field',
            name: 'sortOrder',
            component: OnDemandNumberField,
            isRequired: true,
            props: { minValue: 0, maxValue: 9999, formatOptions: { maximumFractionDigits: 0 } },
          },
        ],
      }}
    />
  );
}

// --- Campaign types ---
const typeTexts = 'settingsCatalogue.campaignTypes';
const typeList = settingsResource(
  typeTexts,
  settingsCampaignTypeEndpoints,
  CAMPAIGN_TYPE_SORT_FIELDS,
);
const typeForm = z.object({
  code: z.pipe(requiredText(), z.string().check(z.regex(/^\s*[A-Z][A-Z0-9_]{0,39}\s*$/))),
  ...translatedNamesForm(),
  mediaTypes: z.array(optionSchema).check(z.minLength(1)),
  selfBookable: z.boolean(),
  pdfTemplate: z.pipe(optionalText(), maxLengthText(100)),
});

/** /settings/campaign-types */
export function CampaignTypesPage() {
  const { t } = useTranslation();
  const medium = (id: string) => ({ id, label: t(`settingsCatalogue.media.${id}`) });
  return (
    <SettingsList<SettingsCampaignType, unknown>
      {...typeList}
      listKey="settings-campaign-types"
      columns={(column) => [
        column.text('name'),
        column.text('code'),
        column.text('mediaTypes', (media) =>
          joined(media.map((id) => t(`settingsCatalogue.media.${id}`))),
        ),
        column.text('selfBookable', yesNo(t)),
        column.status(),
      ]}
      form={{
        schema: typeForm,
        defaults: (type?: SettingsCampaignType) => ({
          code: type?.code ?? '',
          ...translatedNamesDefaults(type),
          mediaTypes: (type?.mediaTypes ?? []).map(medium),
          selfBookable: type?.selfBookable ?? false,
          pdfTemplate: type?.pdfTemplate ?? '',
        }),
        toWrite: (values, type) => ({
          code: values.code.trim(),
          ...translatedNamesWrite(values),
          mediaTypes: values.mediaTypes.map((option: { id: string }) => option.id as ProductMedium),
          selfBookable: values.selfBookable,
          pdfTemplate: values.pdfTemplate || null,
          active: type?.active ?? true,
        }),
        fields: [
          { kind: 'text', name: 'code', isRequired: true, maxLength: 40, hint: true },
          ...translatedNameFields(),
          {
            kind: 'field',
            name: 'mediaTypes',
            component: OnDemandMultiSelect,
            isRequired: true,
            props: { options: PRODUCT_MEDIA.map(medium) },
          },
          { kind: 'field', name: 'selfBookable', component: OnDemandCheckbox },
          { kind: 'text', name: 'pdfTemplate', maxLength: 100 },
        ],
      }}
    />
  );
}

// --- Partner branches ---
const filialTexts = 'settingsCatalogue.partnerFilials';
const filialList = settingsResource(
  filialTexts,
  partnerFilialEndpoints,
  PARTNER_FILIAL_SORT_FIELDS,
);
const filialForm = z.object({
  partnerName: name(),
  name: name(),
  branchNumber: z.pipe(requiredText(), z.string().check(z.regex(/^\s*[A-Za-z0-9-]{1,20}\s*$/))),
  street: z.pipe(optionalText(), maxLengthText(200)),
  postalCode: z.pipe(requiredText(), z.string().check(z.regex(/^\s*[0-9]{4,5}\s*$/))),
  city: name(),
});

/** /settings/partner-filial-management */
export function PartnerFilialsPage() {
  return (
    <SettingsList<PartnerFilial, unknown>
      {...filialList}
      listKey="settings-partner-filials"
      columns={(column) => [
        column.text('partnerName'),
        column.text('name'),
        column.text('branchNumber'),
        column.text('street', (street) => street ?? '–'),
        column.text('postalCode'),
        column.text('city'),
        column.status(),
      ]}
      form={{
        schema: filialForm,
        defaults: (branch?: PartnerFilial) => ({
          partnerName: branch?.partnerName ?? '',
          name: branch?.name ?? '',
          branchNumber: branch?.branchNumber ?? '',
          street: branch?.street ?? '',
          postalCode: branch?.postalCode ?? '',
          city: branch?.city ?? '',
        }),
        toWrite: (values, branch) => ({
          ...values,
          branchNumber: values.branchNumber.trim(),
          postalCode: values.postalCode.trim(),
          street: values.street || null,
          active: branch?.active ?? true,
        }),
        fields: [
          { kind: 'text', name: 'partnerName', isRequired: true, maxLength: 100 },
          { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
          { kind: 'text', name: 'branchNumber', isRequired: true, maxLength: 20 },
          { kind: 'text', name: 'street', maxLength: 200 },
          { kind: 'text', name: 'postalCode', isRequired: true, maxLength: 5 },
          { kind: 'text', name: 'city', isRequired: true, maxLength: 100 },
        ],
      }}
    />
  );
}

// --- Programmatic mappings ---
const mappingTexts = 'settingsMappings';
const mappingFilters = {
  name: textParam({ query: 'nameFilter', filter: `${mappingTexts}.filters.name` }),
  includeInactive: flagParam({
    url: 'inactive',
    filter: `${mappingTexts}.filters.includeInactive`,
  }),
};
const mappingList = defineList({
  params: mappingFilters,
  sort: { fields: MAPPING_SORT_FIELDS, field: 'externalId', order: 'ASC' },
  pageSizes: [20, 50, 100],
});
const mappingChoiceList = defineList({
  params: {
    ...mappingFilters,
    system: choiceParam(MAPPING_SYSTEMS, {
      filter: `${mappingTexts}.filters.system`,
      labels: `${mappingTexts}.systems`,
    }),
  },
  sort: { fields: MAPPING_SORT_FIELDS, field: 'externalId', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

/**
 * The mappings of our websites (and placements) to one external system's ids, or to the
 * system chosen in the filter (the digital products' mapping tab).
 */
export function MappingList({ system, label }: { system?: MappingSystem; label?: string }) {
  const { t } = useTranslation();
  const lookups = useSettingsLookups();
  const placementsOf = (websiteId: string | null) =>
    recordOptions(
      (lookups?.placements ?? []).filter((placement) => String(placement.websiteId) === websiteId),
    );
  const form = z.object({
    system: requiredChoice(z.string()),
    websiteId: requiredChoice(z.string()),
    placementId: z.nullable(z.string()),
    externalId: z.pipe(requiredText(), maxLengthText(200)),
    note: z.pipe(optionalText(), maxLengthText(200)),
  });
  return (
    <SettingsList<ProgrammaticMapping, unknown>
      definition={system ? mappingList : mappingChoiceList}
      calls={programmaticMappingEndpoints}
      texts={mappingTexts}
      listKey={`settings-mappings-${system?.toLowerCase() ?? 'any'}`}
      {...(system ? { fixedQuery: { system } } : { defaultQuery: { system: 'XANDR' } })}
      {...(label !== undefined && { label })}
      columns={(column) => [
        column.text('externalId'),
        ...(system ? [] : [column.text('system', (id) => t(`${mappingTexts}.systems.${id}`))]),
        column.text('websiteName'),
        column.text('placementName', (placement) => placement ?? t(`${mappingTexts}.wholeWebsite`)),
        column.text('note', (note) => note ?? '–'),
        column.status(),
      ]}
      form={{
        schema: form,
        defaults: (mapping?: ProgrammaticMapping) => ({
          system: mapping?.system ?? system ?? null,
          websiteId: mapping ? String(mapping.websiteId) : null,
          placementId: mapping?.placementId ? String(mapping.placementId) : null,
          externalId: mapping?.externalId ?? '',
          note: mapping?.note ?? '',
        }),
        toWrite: (values, mapping) => ({
          system: values.system as MappingSystem,
          websiteId: Number(values.websiteId),
          placementId: idOf(values.placementId),
          externalId: values.externalId,
          note: values.note || null,
          active: mapping?.active ?? true,
        }),
        fields: [
          ...(system
            ? []
            : [
                {
                  kind: 'select',
                  name: 'system',
                  isRequired: true,
                  options: valueOptions(t, `${mappingTexts}.systems`, MAPPING_SYSTEMS),
                } as const,
              ]),
          {
            kind: 'select',
            name: 'websiteId',
            isRequired: true,
            options: recordOptions(lookups?.websites),
          },
          {
            kind: 'custom',
            name: 'placementId',
            render: (control, fieldLabel) => (
              <PlacementChoice control={control} label={fieldLabel} placementsOf={placementsOf} />
            ),
          },
          { kind: 'text', name: 'externalId', isRequired: true, maxLength: 200, hint: true },
          { kind: 'text', name: 'note', maxLength: 200 },
        ],
      }}
      actions={
        system ? (
          <span>{t(`${mappingTexts}.example`, { example: MAPPING_ID_EXAMPLES[system] })}</span>
        ) : undefined
      }
    />
  );
}

/** The placement of a mapping: one of the chosen website's, or none (the whole website). */
function PlacementChoice({
  control,
  label,
  placementsOf,
}: {
  control: Control<FieldValues>;
  label: string;
  placementsOf: (websiteId: string | null) => Option[];
}) {
  const { t } = useTranslation();
  const websiteId = useFormWatch({ control, name: 'websiteId' }) as string | null;
  return (
    <OnDemandSelect
      control={control}
      name="placementId"
      label={label}
      description={t(`${mappingTexts}.form.placementIdHint`)}
      options={placementsOf(websiteId)}
    />
  );
}
