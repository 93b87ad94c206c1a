import {
  ApiError,
  type CompanySettings,
  type CompanySettingsWrite,
  callPath,
  companySettingsSchema,
  PAPER_SIZES,
  PDF_DOCUMENT_TYPES,
  QR_REFERENCE_TYPES,
  settingsEndpoints,
} from '@adconsole/api';
import {
  FilePicker,
  FormCheckbox,
  FormSelect,
  FormShell,
  maxLengthText,
  optionalText,
  requiredChoice,
  useZodForm,
} from '@adconsole/forms';
import { Button, Heading, Inline, Loader, lazyPart, Stack, Text, useToast } from '@adconsole/ui';
import { useEffect, useState } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient } from '../../app/api.ts';
import { type AuditLabels, AuditTrail } from '../../kit/AuditTrail.tsx';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { OnDemandPart } from '../../kit/OnDemandPart.tsx';
import { type RecordField, RecordFields } from '../../kit/RecordFields.tsx';
import { Section } from '../../kit/Section.tsx';
import { useShownCompanyId } from '../../kit/shownCompany.ts';
import { useStaleWriteGuard } from '../../kit/useStaleWriteGuard.ts';
import { SettingsTabsPage } from './SettingsTabsPage.tsx';
import { valueOptions } from './settingsList.tsx';

// /settings/company-settings (spec 1 §2.12; DOMAIN.md §9 CompanySettings): the company's mails,
// PDF footer, payment details (IBAN, and for Swiss QR-bills the QR-IBAN and reference type),
// PDF styles (logo and colours; every PDF the company sends shows them), the PDF types, and the
// coop weeks. Each tab is a route of the table and saves its own fields.

const TABS = [
  'emails',
  'pdf-footer',
  'payment-details',
  'pdf-styles',
  'pdf-type-config',
  'coop-weeks',
  'changes',
] as const;
type SettingsTab = (typeof TABS)[number];
const texts = 'settingsCompany';

// The coop weeks' list and dialog (number and date fields) load when their tab shows (issue 36).
const coopWeekPart = lazyPart(() =>
  import('./CoopWeekList.tsx').then((module) => module.CoopWeekList),
);

export function CompanySettingsPage() {
  const { t } = useTranslation();
  const settings = useEndpoint(settingsEndpoints.companySettingsGet, {});
  const companyId = useShownCompanyId();
  const data = settings.data;
  return (
    <SettingsTabsPage title="routes.companySettings" base="/settings/company-settings" tabs={TABS}>
      {(selected) =>
        selected === 'coop-weeks' ? (
          <OnDemandPart part={coopWeekPart} props={{ label: t('routes.tab.coop-weeks') }} />
        ) : selected === 'changes' ? (
          // The settings audit of the acting company's settings (GET ws-settings/audit).
          companyId !== null && <CompanySettingsChanges companyId={companyId} />
        ) : !data ? (
          <Loader />
        ) : selected === 'pdf-styles' ? (
          <Stack space="xlarge">
            <LogoCard settings={data} />
            <SettingsForm key={`${selected}-${data.version}`} tab={selected} settings={data} />
          </Stack>
        ) : (
          <SettingsForm key={`${selected}-${data.version}`} tab={selected} settings={data} />
        )
      }
    </SettingsTabsPage>
  );
}

const email = () =>
  z.pipe(optionalText(), z.string().check(z.regex(/^\s*([^\s@]+@[^\s@]+\.[^\s@]+)?\s*$/)));
const colour = () =>
  z.pipe(optionalText(), z.string().check(z.regex(/^\s*(#[0-9A-Fa-f]{6})?\s*$/)));
const pdfType = z.object({
  showLogo: z.boolean(),
  showFooter: z.boolean(),
  showPaymentDetails: z.boolean(),
  paperSize: requiredChoice(z.string()),
});
const settingsForm = z.object({
  senderName: z.pipe(optionalText(), maxLengthText(100)),
  senderEmail: email(),
  replyToEmail: email(),
  bccEmail: email(),
  offerMailSubject: z.pipe(optionalText(), maxLengthText(200)),
  pdfFooter: z.pipe(optionalText(), maxLengthText(500)),
  accountHolder: z.pipe(optionalText(), maxLengthText(100)),
  iban: z.pipe(optionalText(), maxLengthText(42)),
  qrIban: z.pipe(optionalText(), maxLengthText(42)),
  qrReferenceType: z.nullable(z.string()),
  bic: z.pipe(optionalText(), maxLengthText(11)),
  accentColour: colour(),
  textColour: colour(),
  pdfTypes: z.record(z.string(), pdfType),
});
type SettingsValues = z.output<typeof settingsForm>;

const defaultsOf = (settings: CompanySettings): z.input<typeof settingsForm> => ({
  senderName: settings.senderName ?? '',
  senderEmail: settings.senderEmail ?? '',
  replyToEmail: settings.replyToEmail ?? '',
  bccEmail: settings.bccEmail ?? '',
  offerMailSubject: settings.offerMailSubject ?? '',
  pdfFooter: settings.pdfFooter ?? '',
  accountHolder: settings.accountHolder ?? '',
  iban: settings.iban ?? '',
  qrIban: settings.qrIban ?? '',
  qrReferenceType: settings.qrReferenceType,
  bic: settings.bic ?? '',
  accentColour: settings.accentColour ?? '',
  textColour: settings.textColour ?? '',
  pdfTypes: settings.pdfTypes,
});
const blank = (value: string) => value.trim() || null;
const writeOf = (values: SettingsValues, version: number): CompanySettingsWrite => ({
  senderName: blank(values.senderName),
  senderEmail: blank(values.senderEmail),
  replyToEmail: blank(values.replyToEmail),
  bccEmail: blank(values.bccEmail),
  offerMailSubject: blank(values.offerMailSubject),
  pdfFooter: blank(values.pdfFooter),
  accountHolder: blank(values.accountHolder),
  iban: blank(values.iban),
  qrIban: blank(values.qrIban),
  qrReferenceType: values.qrReferenceType as CompanySettingsWrite['qrReferenceType'],
  bic: blank(values.bic),
  accentColour: blank(values.accentColour),
  textColour: blank(values.textColour),
  pdfTypes: values.pdfTypes as CompanySettingsWrite['pdfTypes'],
  version,
});

/** Marks the company's settings as changed: the page reads them again. */
function useReloadSettings() {
  const invalidate = useInvalidatePath();
  return () => invalidate(settingsEndpoints.companySettingsGet.path);
}

function SettingsForm({ tab, settings }: { tab: SettingsTab; settings: CompanySettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const staleWrite = useStaleWriteGuard();
  const reload = useReloadSettings();
  const controller = useZodForm({
    schema: settingsForm,
    defaultValues: defaultsOf(settings),
    onSubmit: async (values) => {
      await call(settingsEndpoints.companySettingsUpdate, {
        body: writeOf(values, settings.version),
      });
      toast({ title: t(`${texts}.toast.saved`), tone: 'positive' });
      await reload();
    },
    onError: async (error) => {
      await staleWrite(error, reload);
    },
  });
  const control = controller.control as unknown as Control<FieldValues>;
  const swiss = settings.countryCode === 'CH';
  const fields: Record<
    Exclude<SettingsTab, 'coop-weeks' | 'pdf-type-config' | 'changes'>,
    RecordField[]
  > = {
    emails: [
      { kind: 'text', name: 'senderName', maxLength: 100 },
      { kind: 'text', name: 'senderEmail', maxLength: 254, hint: true },
      { kind: 'text', name: 'replyToEmail', maxLength: 254 },
      { kind: 'text', name: 'bccEmail', maxLength: 254, hint: true },
      { kind: 'text', name: 'offerMailSubject', maxLength: 200 },
    ],
    'pdf-footer': [{ kind: 'textarea', name: 'pdfFooter', maxLength: 500, hint: true }],
    'payment-details': [
      { kind: 'text', name: 'accountHolder', maxLength: 100 },
      { kind: 'text', name: 'iban', maxLength: 42, hint: true },
      { kind: 'text', name: 'bic', maxLength: 11 },
      ...(swiss
        ? ([
            { kind: 'section', name: 'qrBill' },
            { kind: 'text', name: 'qrIban', maxLength: 42, hint: true },
            {
              kind: 'select',
              name: 'qrReferenceType',
              options: valueOptions(t, `${texts}.qrReferenceTypes`, QR_REFERENCE_TYPES),
              hint: true,
            },
          ] as RecordField[])
        : []),
    ],
    'pdf-styles': [
      { kind: 'text', name: 'accentColour', maxLength: 7, hint: true },
      { kind: 'text', name: 'textColour', maxLength: 7 },
    ],
  };
  return (
    <FormShell controller={controller} title={t(`${texts}.titles.${tab}`)}>
      {tab === 'pdf-type-config' ? (
        <PdfTypeFields control={control} />
      ) : (
        <RecordFields
          texts={texts}
          control={control}
          fields={fields[tab as keyof typeof fields] ?? []}
        />
      )}
      {(tab === 'pdf-footer' || tab === 'pdf-styles') && <PreviewButton />}
    </FormShell>
  );
}

const PDF_TYPE_SWITCHES = ['showLogo', 'showFooter', 'showPaymentDetails'] as const;

/** Per document type: logo, footer, payment details, paper size. */
function PdfTypeFields({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  return (
    <Stack space="large">
      {PDF_DOCUMENT_TYPES.map((type) => (
        <Stack key={type} space="small">
          <Heading level={3}>{t(`${texts}.documentTypes.${type}`)}</Heading>
          <Inline space="large">
            {PDF_TYPE_SWITCHES.map((name) => (
              <FormCheckbox
                key={name}
                control={control}
                name={`pdfTypes.${type}.${name}`}
                label={t(`${texts}.form.${name}`)}
              />
            ))}
            <FormSelect
              control={control}
              name={`pdfTypes.${type}.paperSize`}
              label={t(`${texts}.form.paperSize`)}
              options={valueOptions(t, `${texts}.paperSizes`, PAPER_SIZES)}
            />
          </Inline>
        </Stack>
      ))}
    </Stack>
  );
}

/** Opens a sample offer in the company's styles (the server renders it as every PDF). */
function PreviewButton() {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const response = await apiClient.getResponse(callPath(settingsEndpoints.companyPdfPreview), {
        searchParams: { language: i18n.language.slice(0, 2) },
      });
      const url = URL.createObjectURL(await response.blob());
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" isBusy={busy} onPress={() => void open()}>
      {t(`${texts}.preview.open`)}
    </Button>
  );
}

/** The logo on the company's PDFs: shown, replaced by an upload, removed. */
function LogoCard({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [image, setImage] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const version = settings.version;
  const hasLogo = settings.logo !== null;
  // The version changes with every new logo: it reloads the image.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for the logo's content
  useEffect(() => {
    if (!hasLogo) {
      setImage(undefined);
      return;
    }
    let url: string | undefined;
    let cancelled = false;
    void apiClient
      .getResponse(callPath(settingsEndpoints.companyLogoGet))
      .then((response) => response.blob())
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setImage(url);
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [hasLogo, version]);
  const reload = useReloadSettings();
  const upload = async (file: File) => {
    setBusy(true);
    setError(undefined);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      await apiClient.postForm(
        callPath(settingsEndpoints.companyLogoUpload),
        companySettingsSchema,
        form,
      );
      toast({ title: t(`${texts}.logo.uploaded`), tone: 'positive' });
      await reload();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 413
          ? t(`${texts}.logo.tooLarge`)
          : t(`${texts}.logo.notAnImage`),
      );
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    await call(settingsEndpoints.companyLogoDelete, {});
    toast({ title: t(`${texts}.logo.removed`), tone: 'positive' });
    await reload();
  };
  return (
    <Section title={t(`${texts}.logo.title`)}>
      {image ? (
        <img src={image} alt={t(`${texts}.logo.alt`)} style={{ maxHeight: 60, maxWidth: 200 }} />
      ) : (
        <Text tone="muted">{t(`${texts}.logo.none`)}</Text>
      )}
      <FilePicker
        label={t(`${texts}.logo.choose`)}
        accept="image/png,image/jpeg"
        isDisabled={busy}
        showsChoice={false}
        onChange={(file) => {
          if (file) void upload(file);
        }}
      />
      <Text tone="muted" size="small">
        {t(`${texts}.logo.hint`)}
      </Text>
      {error && (
        <Text tone="critical" role="alert">
          {error}
        </Text>
      )}
      {hasLogo && (
        <Inline space="small">
          <Button variant="secondary" onPress={() => void remove()}>
            {t(`${texts}.logo.remove`)}
          </Button>
        </Inline>
      )}
    </Section>
  );
}

/** What changed on the company's settings (GET ws-settings/audit of COMPANY_SETTINGS). */
function CompanySettingsChanges({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const audit = useEndpoint(settingsEndpoints.settingsAudit, {
    query: { entityType: 'COMPANY_SETTINGS', entityId: companyId },
  });
  return (
    <AuditTrail
      audit={audit}
      texts={texts}
      labels={settingsAuditLabels}
      label={t('routes.tab.changes')}
    />
  );
}

const settingsAuditLabels: AuditLabels = {
  values: { qrReferenceType: `${texts}.qrReferenceTypes` },
};
