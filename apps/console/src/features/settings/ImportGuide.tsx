import {
  ACCOUNT_TYPES,
  AD_TYPES,
  CANTONS,
  COLOR_MODES,
  COUNTRY_CODES,
  CRM_LANGUAGES,
  CURRENCIES,
  IMPORT_FIELDS,
  IMPORT_REQUIRED_FIELDS,
  type ImportKind,
  LEGAL_FORMS,
  PRICING_MODELS,
  SALUTATIONS,
  SIZE_TYPES,
} from '@adconsole/api';
import { Button, Stack, Text } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Section } from '../../kit/Section.tsx';

// Issue 37: the data import explains itself before a file is chosen. For the record type the
// user picked: every column the file may have, which are required, and what each takes: the
// values of a list in words with their codes (what the file holds), the records it names by
// name or e-mail. A template (.csv, the first row only) names the columns in the reader's
// language; the server's mapping knows these names in every language (suggestMapping).

const texts = 'settingsImport';

/** The values of a list field: its codes, each in words where the console has the words. */
const LISTS: Record<string, (t: TFunction) => { code: string; word?: string }[]> = {
  legalForm: (t) => LEGAL_FORMS.map((code) => ({ code, word: t(`crm.legalForm.${code}`) })),
  accountType: (t) => ACCOUNT_TYPES.map((code) => ({ code, word: t(`crm.accountType.${code}`) })),
  countryCode: (t) => COUNTRY_CODES.map((code) => ({ code, word: t(`crm.country.${code}`) })),
  language: (t) => CRM_LANGUAGES.map((code) => ({ code, word: t(`crm.language.${code}`) })),
  salutation: (t) => SALUTATIONS.map((code) => ({ code, word: t(`crm.salutation.${code}`) })),
  canton: () => CANTONS.map((code) => ({ code })),
  creditCurrency: () => CURRENCIES.map((code) => ({ code })),
  adType: (t) =>
    AD_TYPES.map((code) => ({ code, word: t(`settingsCatalogue.products.adTypes.${code}`) })),
  pricingModel: (t) =>
    PRICING_MODELS.map((code) => ({
      code,
      word: t(`settingsCatalogue.products.pricingModels.${code}`),
    })),
  sizeType: (t) =>
    SIZE_TYPES.map((code) => ({ code, word: t(`settingsCatalogue.products.sizeTypes.${code}`) })),
  colorMode: (t) =>
    COLOR_MODES.map((code) => ({ code, word: t(`settingsCatalogue.products.colorModes.${code}`) })),
};
/** The fields that take a number (a whole one where asked). */
const NUMBERS: Record<string, 'number' | 'whole'> = {
  creditLimit: 'number',
  paymentTermsDays: 'whole',
  columns: 'whole',
  heightMm: 'number',
  spotLengthSec: 'whole',
};
const HINTED = new Set([
  'industry',
  'salesOwner',
  'agency',
  'broker',
  'labels',
  'accountName',
  'adMediumName',
  'placement',
  'daypart',
  'sizes',
  'selfBookable',
  'email',
]);

/** What a column takes, in words. */
function allowed(t: TFunction, field: string): string {
  const list = LISTS[field];
  if (list) {
    return list(t)
      .map(({ code, word }) => (word && word !== code ? `${word} (${code})` : code))
      .join(', ');
  }
  const number = NUMBERS[field];
  if (number) return t(`${texts}.guide.${number}`);
  if (HINTED.has(field)) return t(`${texts}.guide.hints.${field}`);
  return t(`${texts}.guide.text`);
}

/** The template: one header row of the kind's columns in the reader's language, as a .csv. */
function downloadTemplate(t: TFunction, kind: ImportKind) {
  const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  const header = IMPORT_FIELDS[kind].map((field) => quoted(t(`${texts}.fields.${field}`)));
  // A byte order mark, so spreadsheet programs read the umlauts as UTF-8.
  const blob = new Blob([`\uFEFF${header.join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${t(`${texts}.guide.templateName`, { kind: t(`${texts}.kinds.${kind}`) })}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The columns of a record type, whether each is required and what it takes; the template. */
export function ImportGuide({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const required: readonly string[] = IMPORT_REQUIRED_FIELDS[kind];
  const title = t(`${texts}.guide.title`, { kind: t(`${texts}.kinds.${kind}`) });
  return (
    <Section title={title}>
      <Text tone="muted">{t(`${texts}.guide.intro`)}</Text>
      <Stack as="dl" space="small">
        {IMPORT_FIELDS[kind].map((field) => (
          <div key={field}>
            <Text as="dt" weight="strong">
              {t(`${texts}.fields.${field}`)}
              {' – '}
              {required.includes(field)
                ? t(`${texts}.guide.required`)
                : t(`${texts}.guide.optional`)}
            </Text>
            <Text as="dd" tone="muted">
              {allowed(t, field)}
            </Text>
          </div>
        ))}
      </Stack>
      <div>
        <Button variant="secondary" onPress={() => downloadTemplate(t, kind)}>
          {t(`${texts}.guide.template`)}
        </Button>
      </div>
    </Section>
  );
}
