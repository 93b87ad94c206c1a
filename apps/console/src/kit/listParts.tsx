import type { SavedView } from '@adconsole/api';
import { lazyPart, MenuButton, useToast } from '@adconsole/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandDialog } from './OnDemandDialog.tsx';
import type { ListController } from './useList.ts';

// The parts of a list screen around its table: saved views, export and the keyboard help.
// ListView lays them out. Their dialogs (saving a view, a bulk action's preview and result,
// the keys) load the first time they open (listDialogs.tsx): a list shows none of them at first.

const SAVE_VIEW = '__save';
const saveViewDialog = lazyPart(() =>
  import('./listDialogs.tsx').then((module) => module.SaveViewDialog),
);
const keyboardHelpDialog = lazyPart(() =>
  import('./listDialogs.tsx').then((module) => module.KeyboardHelpDialog),
);

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
      <MenuButton
        trigger={{
          variant: 'secondary',
          children: views.active
            ? `${t('kit.views.menu')}: ${views.active.name}`
            : t('kit.views.menu'),
        }}
        onAction={(id) => {
          if (id === SAVE_VIEW) setSaving(true);
          const view = byId.get(id);
          if (view) views.apply(view);
        }}
        entries={[
          ...mine.map((view) => ({ id: String(view.id), label: view.name })),
          ...shared.map((view) => ({
            id: String(view.id),
            label: t('kit.views.sharedBy', { name: view.name, owner: view.ownerName }),
          })),
          { id: SAVE_VIEW, label: t('kit.views.save') },
          ...(views.active?.mine
            ? [
                {
                  id: 'delete',
                  label: t('kit.views.delete', { name: views.active.name }),
                  tone: 'critical' as const,
                  onAction: () => {
                    const active = views.active as SavedView;
                    views.remove(active);
                    toast({
                      title: t('kit.views.deleted', { name: active.name }),
                      tone: 'positive',
                    });
                  },
                },
              ]
            : []),
        ]}
      />
      {isSaving && (
        <OnDemandDialog
          part={saveViewDialog}
          props={{ save: views.save, onClose: () => setSaving(false) }}
          onClose={() => setSaving(false)}
        />
      )}
    </>
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
    <MenuButton
      trigger={{ variant: 'secondary', isBusy, children: t('kit.export.menu') }}
      onAction={(id) => onExport(id as 'csv' | 'xlsx')}
      entries={[
        { id: 'xlsx', label: t('kit.export.xlsx') },
        { id: 'csv', label: t('kit.export.csv') },
      ]}
    />
  );
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The list's keys outside the table: / jumps into the search, ? shows the keys (the table's
 * own j, k, x and Enter are DataTable's). Keys typed into a field are the field's.
 */
export function KeyboardHelp({
  container,
  rowKeys = [],
}: {
  container: HTMLElement | null;
  /** The list's own row keys (ListView's `rowKeys`), listed after the kit's. */
  rowKeys?: readonly { key: string; label: string }[];
}) {
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
    <OnDemandDialog
      part={keyboardHelpDialog}
      props={{
        onClose: () => setOpen(false),
        more: rowKeys,
      }}
      onClose={() => setOpen(false)}
    />
  );
}
