import { type BulkResult, type BulkRowResult, VIEW_NAME_MAX } from '@adconsole/api';
import {
  FormCheckbox,
  FormDialog,
  FormTextField,
  maxLengthText,
  requiredText,
  useZodForm,
} from '@adconsole/forms';
import { formatNumber, type Language } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  DataTable,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Inline,
  Stack,
  StatusBadge,
  Text,
  useToast,
} from '@adconsole/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { loadErrorTexts } from '../app/failures.ts';
import { bulkSummary, KIT_BULK_TEXTS, refusalText } from './bulkTexts.ts';
import { fieldsOf } from './fieldsOf.ts';
import type { BulkState, ListController } from './useList.ts';

// The dialogs of a list screen (ListView, listParts.tsx), loaded the first time one opens:
// saving a view, a bulk action's dry run and result, the list's keys.

const viewSchema = z.object({
  name: z.pipe(requiredText(), maxLengthText(VIEW_NAME_MAX)),
  shared: z.boolean(),
});

export function SaveViewDialog({
  save,
  onClose,
}: {
  save: ListController['views']['save'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const controller = useZodForm({
    schema: viewSchema,
    defaultValues: { name: '', shared: false },
    onSubmit: async (values) => {
      await save(values);
      toast({ title: t('kit.views.saved', { name: values.name }), tone: 'positive' });
      onClose();
    },
    onError: () => {},
  });
  const field = fieldsOf(controller.control, t, 'kit.views');
  return (
    <FormDialog controller={controller} title={t('kit.views.saveTitle')} onClose={onClose}>
      <FormTextField {...field('name')} isRequired maxLength={VIEW_NAME_MAX} autoFocus />
      <FormCheckbox control={controller.control} name="shared" label={t('kit.views.shared')} />
    </FormDialog>
  );
}

/** A bulk action's dry run (what will change, what is refused and why), then its result per row. */
export function BulkDialog({ bulk }: { bulk: ListController['bulk'] & { state: BulkState } }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { state } = bulk;
  const action = t(state.action.label);
  const isResult = state.phase === 'result';
  const job = state.phase === 'running' ? state.job : undefined;
  return (
    <DialogContent
      isOpen
      hasCloseButton={false}
      onOpenChange={(isOpen) => !isOpen && bulk.close()}
      isDismissable={state.phase !== 'running'}
      size="large"
    >
      <DialogTitle>
        {t(isResult ? 'kit.bulk.resultTitle' : 'kit.bulk.previewTitle', { action })}
      </DialogTitle>
      {job ? (
        // A run of many rows in the background (issue 38: 1,235 drafts): how far it is, then
        // each row's outcome when it has ended.
        <Stack space="xsmall" aria-live="polite">
          <progress max={job.total} value={job.done} aria-label={action} />
          <Text>
            {t('kit.bulk.running', {
              done: formatNumber(job.done, language),
              total: formatNumber(job.total, language),
            })}
          </Text>
        </Stack>
      ) : (
        <>
          <DialogDescription>
            {bulkSummary(t, isResult, state.result, state.action.texts)}
          </DialogDescription>
          <BulkResultTable result={state.result} isResult={isResult} texts={state.action.texts} />
        </>
      )}
      <DialogFooter>
        <Button variant="secondary" onPress={bulk.close} isDisabled={state.phase === 'running'}>
          {t('kit.bulk.close')}
        </Button>
        {!isResult && (
          <Button
            onPress={() => void bulk.run()}
            isBusy={state.phase === 'running'}
            isDisabled={state.result.done === 0}
          >
            {t('kit.bulk.run', { action })}
          </Button>
        )}
      </DialogFooter>
    </DialogContent>
  );
}

const resultColumn = createDataTableColumns<BulkRowResult>();

function BulkResultTable({
  result,
  isResult,
  texts = KIT_BULK_TEXTS,
}: {
  result: BulkResult;
  isResult: boolean;
  texts?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  // The refusals' texts may be the error texts' (loaded on demand; the table renders again).
  useEffect(() => {
    if (result.refused > 0) void loadErrorTexts(i18n);
  }, [result.refused, i18n]);
  const columns = [
    resultColumn.accessor('name', {
      header: t('kit.bulk.row'),
      enableHiding: false,
      // The name, and where it belongs when the name alone repeats (a position's campaign and
      // account, issue 33: "Video Pre-Roll Alpenblick Online" said nothing of whose it was).
      cell: ({ row: { original } }) =>
        original.context ? (
          <Stack space="xxsmall">
            <Text>{original.name || `#${original.id}`}</Text>
            <Text size="small" tone="muted">
              {t(`${texts}.context`, { context: original.context, defaultValue: original.context })}
            </Text>
          </Stack>
        ) : (
          original.name || `#${original.id}`
        ),
    }),
    resultColumn.accessor('outcome', {
      header: t('kit.bulk.outcome'),
      enableHiding: false,
      cell: (info) => (
        <StatusBadge tone={info.getValue() === 'DONE' ? 'positive' : 'critical'}>
          {info.getValue() === 'REFUSED'
            ? t('kit.bulk.refused')
            : t(isResult ? `${texts}.done` : `${texts}.willBeDone`)}
        </StatusBadge>
      ),
      // A status is never cut: on a phone's card its label wraps instead ("Verrà mod…").
      meta: { kind: 'status' },
    }),
    resultColumn.accessor('translationKey', {
      header: t('kit.bulk.reason'),
      enableHiding: false,
      cell: ({ row: { original } }) => (original.translationKey ? refusalText(t, original) : ''),
    }),
  ];
  return (
    <DataTable
      aria-label={t('kit.bulk.outcome')}
      columns={columns}
      rows={result.results}
      getRowId={(row) => String(row.id)}
    />
  );
}

const SHORTCUTS = [
  ['j', 'kit.keyboard.next'],
  ['k', 'kit.keyboard.previous'],
  ['Enter', 'kit.keyboard.enter'],
  ['x', 'kit.keyboard.select'],
  ['/', 'kit.keyboard.search'],
  ['?', 'kit.keyboard.help'],
] as const;

/** The list's keys, shown by `?` (KeyboardHelp). */
export function KeyboardHelpDialog({
  onClose,
  more = [],
}: {
  onClose: () => void;
  /** The list's own keys with their i18n labels, after the kit's. */
  more?: readonly { key: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <DialogContent
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      size="small"
      hasCloseButton={false}
    >
      <DialogTitle>{t('kit.keyboard.title')}</DialogTitle>
      <Stack space="small">
        <Stack as="dl" space="xsmall">
          {[...SHORTCUTS, ...more.map(({ key, label }) => [key, label] as const)].map(
            ([key, label]) => (
              <Inline key={key} space="small" align="center">
                <Text as="dt" weight="strong">
                  <kbd>{key}</kbd>
                </Text>
                <Text as="dd">{t(label)}</Text>
              </Inline>
            ),
          )}
        </Stack>
      </Stack>
      <DialogFooter>
        <Button onPress={onClose}>{t('kit.keyboard.close')}</Button>
      </DialogFooter>
    </DialogContent>
  );
}
