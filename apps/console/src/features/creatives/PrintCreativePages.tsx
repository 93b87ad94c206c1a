import {
  callPath,
  PRINT_OPERATIONS_TABS,
  type PrintCreative,
  printCreativeEndpoints,
  printCreativeSchema,
} from '@adconsole/api';
import { FilePicker } from '@adconsole/forms';
import { formatDisplayDate } from '@adconsole/i18n';
import {
  Button,
  Combobox,
  Inline,
  Link,
  type LoadOptionsContext,
  type Option,
  PageLayout,
  Stack,
  Text,
  TextField,
} from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { PdfPreview } from '../../kit/PdfPreview.tsx';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { Section } from '../../kit/Section.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { refusalText } from './creativeTexts.ts';
import { PreflightReport, PrintStatusBadge, positionLine } from './printCreativeParts.tsx';

async function loadPrintPositionOptions(
  search: string,
  { signal }: LoadOptionsContext,
): Promise<Option[]> {
  const text = search.trim();
  const rows = await call(
    printCreativeEndpoints.positions,
    { query: text ? { search: text } : {} },
    { signal },
  );
  // The issue's date beside its title (issue 38): coming issues are listed first.
  return rows.map((row) => ({
    id: String(row.id),
    // The position's number beside its name, as the print list shows it (`#146851`, which the
    // search takes): a product's name is shared by a thousand positions (issue 40).
    label: `${row.name} · #${row.id}`,
    description: [
      row.campaign,
      row.publication,
      row.publicationDate ? formatDisplayDate(row.publicationDate) : '',
    ]
      .filter(Boolean)
      .join(' · '),
  }));
}

/** Uploads a print position's PDF: preflighted on the server at once, the new creative answered. */
function uploadPrintPdf(positionId: string, file: File, name?: string): Promise<PrintCreative> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.postForm(callPath(printCreativeEndpoints.create), printCreativeSchema, form, {
    searchParams: { positionId, ...(name ? { name } : {}) },
  });
}

/**
 * A print PDF's upload (the create page and a failed preflight's next step): the file, the
 * refusal in words, the busy state; a new creative opens its record, where its preflight shows.
 */
function usePrintUpload() {
  const navigate = useNavigate();
  const invalidate = useInvalidatePath();
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const upload = async (positionId: string, name?: string) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const created = await uploadPrintPdf(positionId, file, name);
      await invalidate(printCreativeEndpoints.list.path);
      await navigate({ href: `/creatives/print/${created.id}` });
    } catch (caught) {
      setError(refusalText(caught));
    } finally {
      setBusy(false);
    }
  };
  return { file, setFile, error, busy, upload };
}

/** The PDF picker and the upload's refusal, as both uploads show them. */
function PrintFileFields({
  label,
  upload,
}: {
  label: string;
  upload: ReturnType<typeof usePrintUpload>;
}) {
  return (
    <>
      <FilePicker
        label={label}
        file={upload.file}
        onChange={upload.setFile}
        accept=".pdf,application/pdf"
        isDisabled={upload.busy}
      />
      {upload.error && (
        <Text tone="critical" role="alert">
          {upload.error}
        </Text>
      )}
    </>
  );
}

/**
 * The next step after a failed preflight (issue 38): what to do, and the upload of a corrected
 * PDF for the same position right there; the new upload is preflighted and shown in its place.
 */
function CorrectedUpload({ creative }: { creative: PrintCreative }) {
  const { t } = useTranslation();
  const upload = usePrintUpload();
  return (
    <Section title={t('creatives.print.nextStep.title')}>
      <Stack space="medium">
        <Text>{t('creatives.print.nextStep.text')}</Text>
        <PrintFileFields label={t('creatives.print.nextStep.file')} upload={upload} />
        <Inline space="small">
          <Button
            isDisabled={!upload.file || upload.busy}
            onPress={() => void upload.upload(String(creative.position.id))}
          >
            {t(upload.busy ? 'creatives.print.checking' : 'creatives.print.nextStep.upload')}
          </Button>
        </Inline>
      </Stack>
    </Section>
  );
}

/**
 * /creatives/print/create: a print position's PDF, uploaded and preflighted at once; the
 * record then shows the preflight (ERROR or READY).
 */
export function PrintCreativeCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title, crumbs } = usePageHeading();
  const [position, setPosition] = useState<Option | null>(null);
  const [name, setName] = useState('');
  const upload = usePrintUpload();
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Section title={t('creatives.print.createTitle')}>
        <Stack space="medium">
          <Combobox
            label={t('creatives.print.form.position')}
            isRequired
            loadOptions={loadPrintPositionOptions}
            value={position}
            onChange={setPosition}
          />
          <TextField
            label={t('creatives.print.form.name')}
            description={t('creatives.print.form.nameHint')}
            value={name}
            onChange={setName}
            maxLength={200}
          />
          <PrintFileFields label={t('creatives.print.form.file')} upload={upload} />
          <Inline space="small">
            <Button
              isDisabled={!position || !upload.file || upload.busy}
              onPress={() => position && void upload.upload(position.id, name.trim() || undefined)}
            >
              {t(upload.busy ? 'creatives.print.checking' : 'creatives.print.upload')}
            </Button>
            <Button variant="secondary" onPress={() => void navigate({ href: '/creatives/print' })}>
              {t('creatives.print.cancel')}
            </Button>
          </Inline>
        </Stack>
      </Section>
    </PageLayout>
  );
}

/**
 * The next step after a passed preflight (a stranger found none): the proof goes out from print
 * operations, so the position is opened there, on its status's tab (ALL when that is no tab),
 * found by its number (`#146851`: its name, the product's, is shared by a thousand positions). Shown to whoever may work there (PRINT_OPS_PUSH).
 */
function ProofStep({ creative }: { creative: PrintCreative }) {
  const { t } = useTranslation();
  const { roles } = useSignedInContext();
  if (!roles.has('PRINT_OPS_PUSH')) return null;
  const tabs: readonly string[] = PRINT_OPERATIONS_TABS;
  const tab = tabs.includes(creative.position.status) ? creative.position.status : 'ALL';
  const href = `/print-operations/print/${tab}?search=${encodeURIComponent(`#${creative.position.id}`)}`;
  return (
    <Section title={t('creatives.print.nextProof.title')}>
      <Stack space="small">
        <Text>{t('creatives.print.nextProof.text')}</Text>
        <Link href={href}>{t('creatives.print.nextProof.open')}</Link>
      </Stack>
    </Section>
  );
}

/** /creatives/print/{creativeId}: the PDF, its preflight and the position it is for. */
export function PrintCreativePage() {
  const { t } = useTranslation();
  const { creativeId } = useTableParams<'creatives.print'>();
  return (
    <RecordPage<PrintCreative>
      calls={printCreativeEndpoints}
      id={creativeId}
      facts={(creative) => [
        [
          t('creatives.print.columns.status'),
          <PrintStatusBadge key="status" status={creative.status} />,
        ],
        [t('creatives.print.columns.position'), positionLine(creative)],
        [t('creatives.print.columns.campaign'), creative.campaign.name],
        [t('creatives.print.columns.advertiser'), creative.advertiser.name],
        [t('creatives.print.columns.file'), creative.fileName],
      ]}
    >
      {(creative) => (
        <Stack space="large">
          <Text>{t(`creatives.print.statusText.${creative.status}`)}</Text>
          <Section title={t('creatives.print.preflight')}>
            <PreflightReport preflight={creative.preflight} />
          </Section>
          {creative.status === 'ERROR' && <CorrectedUpload creative={creative} />}
          {creative.status === 'READY' && <ProofStep creative={creative} />}
          <Section title={t('creatives.print.pdf')}>
            <PdfPreview
              path={callPath(printCreativeEndpoints.file, { params: { id: creative.id } })}
              version={0}
              labels={{
                title: creative.fileName,
                failed: t('creatives.print.pdfFailed'),
                download: t('creatives.print.download'),
                open: t('creatives.print.open'),
              }}
            />
          </Section>
        </Stack>
      )}
    </RecordPage>
  );
}
