import { type BulkResult, type BulkRowResult, type SavedView, VIEW_NAME_MAX } from '@adconsole/api';
import {
  FormCheckbox,
  FormDialog,
  FormTextField,
  maxLengthText,
  requiredText,
  useZodForm,
} from '@adconsole/forms';
import {
  Button,
  createDataTableColumns,
  DataTable,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DropdownMenu,
  DropdownMenuItem,
  Inline,
  Stack,
  StatusBadge,
  Text,
  useToast,
} from '@adconsole/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { withTranslatedFieldError } from '../app/fieldErrors.ts';
import { bulkSummary } from './bulkTexts.ts';
import type { BulkState, ListController } from './useList.ts';

// The parts of a list screen around its table: saved views, export, the bulk action's preview
// and result, and the keyboard help. ListView lays them out.

const VIEW_NAME_TAKEN = 'You already have a view with this name for this list';
const SAVE_VIEW = '__save';

/** The saved views of the list: apply one, delete one's own, save the current state. */
export function SavedViewsMenu({ views }: { views: ListController['views'] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isSaving, setSaving] = useState(false);
  const mine = views.items.filter((view) => view.mine);
  const shared = views.items.filter((view) => !view.mine);
  const byId = new Map(views.items.map((view) => [String(view.id), view]));
  return (
    <>
      <DropdownMenu
        trigger={
          <Button variant="secondary">
            {views.active ? `${t('kit.views.menu')}: ${views.active.name}` : t('kit.views.menu')}
          </Button>
        }
        onAction={(id) => {
          if (id === SAVE_VIEW) setSaving(true);
          const view = byId.get(String(id));
          if (view) views.apply(view);
        }}
      >
        {[
          ...mine.map((view) => (
            <DropdownMenuItem key={view.id} id={String(view.id)}>
              {view.name}
            </DropdownMenuItem>
          )),
          ...shared.map((view) => (
            <DropdownMenuItem key={view.id} id={String(view.id)}>
              {t('kit.views.sharedBy', { name: view.name, owner: view.ownerName })}
            </DropdownMenuItem>
          )),
          <DropdownMenuItem key={SAVE_VIEW} id={SAVE_VIEW}>
            {t('kit.views.save')}
          </DropdownMenuItem>,
          ...(views.active?.mine
            ? [
                <DropdownMenuItem
                  key="delete"
                  id="delete"
                  tone="critical"
                  onAction={() => {
                    const active = views.active as SavedView;
                    views.remove(active);
                    toast({
                      title: t('kit.views.deleted', { name: active.name }),
                      tone: 'positive',
                    });
                  }}
                >
                  {t('kit.views.delete', { name: views.active.name })}
                </DropdownMenuItem>,
              ]
            : []),
        ]}
      </DropdownMenu>
      {isSaving && <SaveViewDialog save={views.save} onClose={() => setSaving(false)} />}
    </>
  );
}

const viewSchema = z.object({
  name: z.pipe(requiredText(), maxLengthText(VIEW_NAME_MAX)),
  shared: z.boolean(),
});

function SaveViewDialog({
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
      try {
        await save(values);
      } catch (error) {
        throw withTranslatedFieldError(error, 'name', VIEW_NAME_TAKEN, t('kit.views.nameTaken'));
      }
      toast({ title: t('kit.views.saved', { name: values.name }), tone: 'positive' });
      onClose();
    },
    onError: () => {},
  });
  return (
    <FormDialog controller={controller} title={t('kit.views.saveTitle')} onClose={onClose}>
      <FormTextField
        control={controller.control}
        name="name"
        label={t('kit.views.name')}
        isRequired
        maxLength={VIEW_NAME_MAX}
        autoFocus
      />
      <FormCheckbox control={controller.control} name="shared" label={t('kit.views.shared')} />
    </FormDialog>
  );
}

/** Export what is shown, as CSV or .xlsx. */
export function ExportMenu({
  onExport,
  isBusy,
}: {
  onExport: (format: 'csv' | 'xlsx') => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu
      trigger={
        <Button variant="secondary" isBusy={isBusy}>
          {t('kit.export.menu')}
        </Button>
      }
      onAction={(id) => onExport(id as 'csv' | 'xlsx')}
    >
      <DropdownMenuItem id="xlsx">{t('kit.export.xlsx')}</DropdownMenuItem>
      <DropdownMenuItem id="csv">{t('kit.export.csv')}</DropdownMenuItem>
    </DropdownMenu>
  );
}

/** A bulk action's dry run (what will change, what is refused and why), then its result per row. */
export function BulkDialog({ bulk }: { bulk: ListController['bulk'] & { state: BulkState } }) {
  const { t } = useTranslation();
  const { state } = bulk;
  const action = t(state.action.label);
  const isResult = state.phase === 'result';
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
      <DialogDescription>{bulkSummary(t, isResult, state.result)}</DialogDescription>
      <BulkResultTable result={state.result} isResult={isResult} />
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

function BulkResultTable({ result, isResult }: { result: BulkResult; isResult: boolean }) {
  const { t } = useTranslation();
  const columns = [
    resultColumn.accessor('name', {
      header: t('kit.bulk.row'),
      enableHiding: false,
      cell: (info) => info.getValue() || `#${info.row.original.id}`,
    }),
    resultColumn.accessor('outcome', {
      header: t('kit.bulk.outcome'),
      enableHiding: false,
      cell: (info) => (
        <StatusBadge tone={info.getValue() === 'DONE' ? 'positive' : 'critical'}>
          {info.getValue() === 'REFUSED'
            ? t('kit.bulk.refused')
            : t(isResult ? 'kit.bulk.done' : 'kit.bulk.willBeDone')}
        </StatusBadge>
      ),
      // A status is never cut: on a phone's card its label wraps instead ("Verrà mod…").
      meta: { kind: 'status' },
    }),
    resultColumn.accessor('translationKey', {
      header: t('kit.bulk.reason'),
      enableHiding: false,
      cell: ({ row: { original } }) =>
        original.translationKey
          ? t(`kit.bulk.reasons.${original.translationKey}`, {
              defaultValue: original.reason ?? '',
            })
          : '',
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

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The list's keys outside the table: / jumps into the search, ? shows the keys (the table's
 * own j, k, x and Enter are DataTable's). Keys typed into a field are the field's.
 */
export function KeyboardHelp({ container }: { container: HTMLElement | null }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        isTyping(event.target)
      )
        return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (event.key === '?') {
        event.preventDefault();
        setOpen(true);
      } else if (event.key === '/') {
        const search = container?.querySelector<HTMLInputElement>('search input');
        if (search) {
          event.preventDefault();
          search.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container]);
  if (!isOpen) return null;
  return (
    <DialogContent isOpen onOpenChange={setOpen} size="small" hasCloseButton={false}>
      <DialogTitle>{t('kit.keyboard.title')}</DialogTitle>
      <Stack space="small">
        <Stack as="dl" space="xsmall">
          {SHORTCUTS.map(([key, label]) => (
            <Inline key={key} space="small" align="center">
              <Text as="dt" weight="strong">
                <kbd>{key}</kbd>
              </Text>
              <Text as="dd">{t(label)}</Text>
            </Inline>
          ))}
        </Stack>
      </Stack>
      <DialogFooter>
        <Button onPress={() => setOpen(false)}>{t('kit.keyboard.close')}</Button>
      </DialogFooter>
    </DialogContent>
  );
}
