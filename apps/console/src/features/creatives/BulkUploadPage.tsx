import {
  BULK_UPLOAD_MAX_FILES,
  type BulkFile,
  type BulkUpload,
  bulkUploadEndpoints,
  bulkUploadSchema,
  callPath,
} from '@adconsole/api';
import {
  Button,
  Combobox,
  createDataTableColumns,
  DataTable,
  formatFileSize,
  Inline,
  type LoadOptionsContext,
  type Option,
  PageLayout,
  PaperclipIcon,
  Select,
  Stack,
  StatusBadge,
  Text,
  TextField,
  useToast,
  VisuallyHidden,
} from '@adconsole/ui';
import { type DragEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { Section } from '../../kit/Section.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableSearch } from '../../routes/useTableParams.ts';
import * as styles from './BulkUploadPage.css.ts';
import { creativeSize, refusalText } from './creativeTexts.ts';

const TEXTS = 'creatives.bulk';

const MATCH_TONES = {
  ASSIGNED: 'positive',
  CHOOSE: 'warning',
  UNMATCHED: 'neutral',
  REFUSED: 'critical',
} as const;

/** The sizes each offered campaign's positions need, as the picker last loaded them. */
const campaignSizes = new Map<string, readonly string[]>();

async function loadCampaignOptions(
  search: string,
  { signal }: LoadOptionsContext,
): Promise<Option[]> {
  const text = search.trim();
  const rows = await call(
    bulkUploadEndpoints.campaigns,
    { query: text ? { search: text } : {} },
    { signal },
  );
  for (const row of rows) campaignSizes.set(String(row.id), row.sizes);
  return rows.map((row) => ({ id: String(row.id), label: row.name, description: row.advertiser }));
}

/** `300x250` as a product keeps it, `300 × 250` as the screen says it. */
const sizeText = (size: string) => size.replace('x', ' × ');

/**
 * The sizes the chosen campaign's positions need, so the user drops the right files. A campaign
 * opened from its page (not picked) is looked up by its name.
 */
function NeededSizes({ campaign }: { campaign: Option }) {
  const { t } = useTranslation();
  const [sizes, setSizes] = useState(campaignSizes.get(campaign.id));
  useEffect(() => {
    const known = campaignSizes.get(campaign.id);
    setSizes(known);
    if (known) return;
    const controller = new AbortController();
    loadCampaignOptions(campaign.label, { signal: controller.signal, limit: 100 }).then(
      () => setSizes(campaignSizes.get(campaign.id)),
      () => undefined,
    );
    return () => controller.abort();
  }, [campaign.id, campaign.label]);
  if (!sizes?.length) return null;
  return (
    <Text size="small">{t(`${TEXTS}.sizesNeeded`, { sizes: sizes.map(sizeText).join(', ') })}</Text>
  );
}

/** Sends the dropped files for analysis: nothing is created yet. */
function analyse(campaignId: number, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return apiClient.postForm(callPath(bulkUploadEndpoints.analyse), bulkUploadSchema, form, {
    searchParams: { campaignId },
  });
}

/** The files to send: chosen with the button or dropped on the area. */
function DropArea({
  files,
  onChange,
  isDisabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  isDisabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const take = (list: FileList | null | undefined) => {
    if (list?.length) onChange([...files, ...Array.from(list)].slice(0, BULK_UPLOAD_MAX_FILES));
  };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <section
      className={styles.dropArea}
      aria-label={t(`${TEXTS}.dropLabel`)}
      data-dragging={dragging}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        if (!isDisabled) take(event.dataTransfer.files);
      }}
    >
      <Stack space="small">
        <Text>{t(`${TEXTS}.drop`)}</Text>
        <Inline space="small" align="center">
          <Button
            variant="secondary"
            icon={<PaperclipIcon />}
            isDisabled={isDisabled}
            onPress={() => input.current?.click()}
          >
            {t(`${TEXTS}.choose`)}
          </Button>
          {files.length > 0 && (
            <>
              <Text as="span" aria-live="polite">
                {t(`${TEXTS}.chosen`, {
                  count: files.length,
                  size: formatFileSize(total, i18n.language),
                })}
              </Text>
              <Button variant="secondary" isDisabled={isDisabled} onPress={() => onChange([])}>
                {t(`${TEXTS}.clear`)}
              </Button>
            </>
          )}
        </Inline>
      </Stack>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept=".jpg,.jpeg,.png,.gif,.webp,.zip,.xml"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </section>
  );
}

/** The analysed files: what was found, the proposed position (to choose), why one is refused. */
function AnalysisTable({
  upload,
  choices,
  onChoose,
}: {
  upload: BulkUpload;
  choices: Record<number, string | null>;
  onChoose: (fileId: number, positionId: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const analysed = upload.state === 'ANALYSED';
  const columns = useMemo(() => {
    const column = createDataTableColumns<BulkFile>();
    return [
      column.accessor('fileName', {
        header: t(`${TEXTS}.columns.fileName`),
        meta: { kind: 'name' },
      }),
      column.display({
        id: 'found',
        header: t(`${TEXTS}.columns.found`),
        // Read whole, on lines of their own (a stranger found it cut).
        meta: { width: 'minmax(12rem, 2fr)' },
        cell: ({ row: { original } }) =>
          original.format ? (
            <span className={styles.wrapped}>
              {`${t(`creatives.formats.${original.format}`)} · ${creativeSize(original)}${original.sizeSource ? ` (${t(`creatives.sizeSources.${original.sizeSource}`)})` : ''}`}
            </span>
          ) : (
            ''
          ),
      }),
      column.accessor('weightBytes', {
        header: t(`${TEXTS}.columns.weight`),
        cell: (info) => formatFileSize(info.getValue(), i18n.language),
        meta: { kind: 'number' },
      }),
      column.accessor('match', {
        header: t(`${TEXTS}.columns.match`),
        cell: (info) => (
          <StatusBadge tone={MATCH_TONES[info.getValue()]}>
            {t(`${TEXTS}.match.${info.getValue()}`)}
          </StatusBadge>
        ),
        meta: { kind: 'status' },
      }),
      column.display({
        id: 'position',
        header: t(`${TEXTS}.columns.position`),
        // The picker shows whole position names (issue 38: they were cut in a narrow column).
        meta: { kind: 'name', width: 'minmax(18rem, 3fr)' },
        cell: ({ row: { original } }) => {
          if (original.match === 'REFUSED')
            return (
              <div className={styles.wrapped}>
                <Text size="small">{original.reason ?? ''}</Text>
              </div>
            );
          if (original.candidates.length === 0)
            return (
              <div className={styles.wrapped}>
                <Text size="small" tone="muted">
                  {t(`${TEXTS}.noPosition`)}
                </Text>
              </div>
            );
          if (!analysed)
            return (
              original.candidates.find((candidate) => candidate.id === original.positionId)?.name ??
              ''
            );
          return (
            <Select
              label={
                <VisuallyHidden>
                  {t(`${TEXTS}.positionFor`, { name: original.fileName })}
                </VisuallyHidden>
              }
              placeholder={t(`${TEXTS}.notCreated`)}
              options={[
                { id: '', label: t(`${TEXTS}.notCreated`) },
                ...original.candidates.map((candidate) => ({
                  id: String(candidate.id),
                  label: candidate.name,
                })),
              ]}
              value={choices[original.id] ?? ''}
              onChange={(value) => onChoose(original.id, value || null)}
            />
          );
        },
      }),
      column.display({
        id: 'notes',
        header: t(`${TEXTS}.columns.notes`),
        cell: ({ row: { original } }) => (
          <Stack space="xxsmall">
            {original.warnings.map((warning) => (
              <StatusBadge key={warning} tone="warning">
                {t(`creatives.warnings.${warning}`)}
              </StatusBadge>
            ))}
            {original.outcome && (
              <StatusBadge tone={original.outcome === 'CREATED' ? 'positive' : 'neutral'}>
                {t(`${TEXTS}.outcome.${original.outcome}`)}
              </StatusBadge>
            )}
          </Stack>
        ),
      }),
    ];
  }, [t, i18n.language, analysed, choices, onChoose]);
  return (
    <DataTable
      aria-label={t(`${TEXTS}.tableLabel`)}
      columns={columns}
      rows={upload.files}
      getRowId={(file) => String(file.id)}
    />
  );
}

/**
 * /creatives/digital/bulk-upload (spec 1 §2.9, ADMIN; DOMAIN2 §3.4): drop a zip or many files on
 * a campaign; each file's size is found (pixels, @2x, the zip's meta tag, its name), its
 * positions proposed (one pre-assigned, several to choose, none unmatched), what is refused
 * says why; nothing is created until "Create", which runs as a job with each file's result.
 */
export function BulkUploadPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const { title, crumbs } = usePageHeading();
  const [campaign, setCampaign] = useState<Option | null>(null);
  // Opened from a campaign (issue 40): that campaign is chosen (its name only labels it; the
  // server checks the id when the files are analysed).
  const { campaignId, campaignName } = useTableSearch<'creatives.bulkUpload'>();
  useEffect(() => {
    if (campaignId && campaignName) setCampaign({ id: campaignId, label: campaignName });
  }, [campaignId, campaignName]);
  const [files, setFiles] = useState<File[]>([]);
  const [uploadId, setUploadId] = useState<number>();
  const [choices, setChoices] = useState<Record<number, string | null>>({});
  const [clickUrl, setClickUrl] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [polling, setPolling] = useState(false);
  const current = useEndpoint(
    bulkUploadEndpoints.get,
    { params: { id: uploadId ?? 0 } },
    {
      enabled: uploadId !== undefined,
      // While the job creates the creatives, their results come in.
      refetchInterval: polling ? 1000 : false,
    },
  );
  const upload = current.data;
  useEffect(() => {
    if (upload?.state === 'DONE') setPolling(false);
  }, [upload?.state]);
  const failure = (caught: unknown) => {
    setError(refusalText(caught));
  };
  const start = async () => {
    if (!campaign || files.length === 0) return;
    setBusy(true);
    setError(undefined);
    try {
      const analysed = await analyse(Number(campaign.id), files);
      setChoices(
        Object.fromEntries(
          analysed.files.map((file) => [file.id, file.positionId ? String(file.positionId) : null]),
        ),
      );
      setUploadId(analysed.id);
    } catch (caught) {
      failure(caught);
    } finally {
      setBusy(false);
    }
  };
  const assignments = Object.entries(choices).flatMap(([fileId, positionId]) =>
    positionId ? [{ fileId: Number(fileId), positionId: Number(positionId) }] : [],
  );
  const create = async () => {
    if (!upload) return;
    setBusy(true);
    setError(undefined);
    try {
      await call(bulkUploadEndpoints.confirm, {
        params: { id: upload.id },
        body: { assignments, clickUrl: clickUrl.trim() },
      });
      toast({ title: t(`${TEXTS}.started`, { count: assignments.length }), tone: 'positive' });
      setPolling(true);
      await invalidate(bulkUploadEndpoints.get.path.replace('/{id}', ''));
      await invalidate('ws-creatives/digital-creatives');
    } catch (caught) {
      failure(caught);
    } finally {
      setBusy(false);
    }
  };
  const reset = () => {
    setUploadId(undefined);
    setFiles([]);
    setChoices({});
    setError(undefined);
  };
  const counts = upload
    ? Object.fromEntries(
        ['ASSIGNED', 'CHOOSE', 'UNMATCHED', 'REFUSED'].map((match) => [
          match,
          upload.files.filter((file) => file.match === match).length,
        ]),
      )
    : {};
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="large">
        {!upload && (
          <Section title={t(`${TEXTS}.stepFiles`)}>
            <Stack space="medium">
              <Stack space="xsmall">
                <Combobox
                  label={t(`${TEXTS}.campaign`)}
                  description={t(`${TEXTS}.campaignHint`)}
                  isRequired
                  loadOptions={loadCampaignOptions}
                  value={campaign}
                  onChange={setCampaign}
                />
                {campaign && <NeededSizes campaign={campaign} />}
              </Stack>
              <DropArea files={files} onChange={setFiles} isDisabled={busy} />
              <Inline space="small">
                <Button
                  isDisabled={!campaign || files.length === 0 || busy}
                  onPress={() => void start()}
                >
                  {t(`${TEXTS}.analyse`)}
                </Button>
              </Inline>
            </Stack>
          </Section>
        )}
        {error && (
          <Text tone="critical" role="alert">
            {error}
          </Text>
        )}
        {upload && (
          <Section title={t(`${TEXTS}.stepCheck`, { campaign: upload.campaign.name })}>
            <Stack space="medium">
              <Text aria-live="polite">{t(`${TEXTS}.summary`, counts)}</Text>
              <AnalysisTable
                upload={upload}
                choices={choices}
                onChoose={(fileId, positionId) =>
                  setChoices((all) => ({ ...all, [fileId]: positionId }))
                }
              />
              {upload.state === 'ANALYSED' ? (
                <>
                  <TextField
                    label={t(`${TEXTS}.clickUrl`)}
                    description={t(`${TEXTS}.clickUrlHint`)}
                    isRequired
                    value={clickUrl}
                    onChange={setClickUrl}
                  />
                  <Text>{t(`${TEXTS}.nothingYet`, { count: assignments.length })}</Text>
                  <Inline space="small">
                    <Button
                      isDisabled={
                        busy ||
                        assignments.length === 0 ||
                        !/^https:\/\/\S+\.\S+/.test(clickUrl.trim())
                      }
                      onPress={() => void create()}
                    >
                      {t(`${TEXTS}.create`, { count: assignments.length })}
                    </Button>
                    <Button variant="secondary" isDisabled={busy} onPress={reset}>
                      {t(`${TEXTS}.startOver`)}
                    </Button>
                  </Inline>
                </>
              ) : (
                <Inline space="small" align="center">
                  <Text aria-live="polite">{t(`${TEXTS}.state.${upload.state}`)}</Text>
                  {upload.state === 'DONE' && (
                    <Button variant="secondary" onPress={reset}>
                      {t(`${TEXTS}.another`)}
                    </Button>
                  )}
                </Inline>
              )}
            </Stack>
          </Section>
        )}
      </Stack>
    </PageLayout>
  );
}
