import type { SavedView } from '@adconsole/api';
import { Button, DropdownMenu, DropdownMenuItem, lazyPart, useToast } from '@adconsole/ui';
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

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The list's keys outside the table: / jumps into the search, ? shows the keys (the table's
 * own j, k, x and Enter are DataTable's). Keys typed into a field are the field's.
 */
export function KeyboardHelp({ container }: { container: HTMLElement | null }) {
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
      props={{ onClose: () => setOpen(false) }}
      onClose={() => setOpen(false)}
    />
  );
}
