import type { Endpoint } from '@adconsole/api';
import { useToast } from '@adconsole/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAny, invalidatePath } from './endpointQuery.ts';
import type { FormSchema, RecordForm } from './RecordDialog.tsx';
import { isStaleWrite, useStaleWriteGuard } from './useStaleWriteGuard.ts';

/** What the editing kit needs of a record: its id, name, activity and (if versioned) version. */
export type EditableRecord = {
  id: number;
  name: string;
  active?: boolean;
  version?: number;
};

export interface RecordEditingOptions<
  Item extends EditableRecord,
  Schema extends FormSchema,
  Values,
> {
  /** The create and update calls of the record (`resourceEndpoints` gives both). */
  calls: { create: Endpoint; update: Endpoint };
  /** Path parameters both calls take besides the record's id (a company's seats: `companyId`). */
  params?: Record<string, string | number>;
  /** The record's form; (de)activation sends a record's own values with the other activity. */
  form: RecordForm<Item, Schema, Values>;
  /** The record's i18n prefix: `<texts>.toast.created|updated|activated|deactivated` get its `name`. */
  texts: string;
}

/** The dialog the screen shows: a new record, or one of the list. */
export type RecordDialogState<Item> = { mode: 'create' } | { mode: 'edit'; record: Item };

/**
 * Creating, editing and (de)activating the records of a list: the dialog's state, the calls
 * (an update sends back the version it read), a notice after each change, the list reloaded,
 * and a stale write (412: someone changed the record meanwhile) answered with an offer to reload.
 */
export function useRecordEditing<Item extends EditableRecord, Schema extends FormSchema, Values>({
  calls,
  params,
  texts,
  form,
}: RecordEditingOptions<Item, Schema, Values>) {
  const { t } = useTranslation();
  const toast = useToast();
  const staleWrite = useStaleWriteGuard();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<RecordDialogState<Item>>();
  const invalidate = () => invalidatePath(queryClient, calls.create.path);

  const write = (item: Item | undefined, values: Values) => {
    const body = item?.version === undefined ? values : { ...values, version: item.version };
    return (
      item
        ? callAny(calls.update, { params: { ...params, id: item.id }, body })
        : callAny(calls.create, { ...(params && { params }), body })
    ) as Promise<Item>;
  };
  const offerReload = async (error: unknown) => {
    if (!isStaleWrite(error)) return;
    setDialog(undefined);
    await staleWrite(error, invalidate);
  };

  const save = useMutation({
    mutationFn: ({ item, values }: { item?: Item; values: Values }) => write(item, values),
    // The form shows the field errors of a 422 itself; a 412 offers to reload.
    meta: { ignoreStatuses: [412, 422] },
    onSuccess: (saved, { item }) => {
      const key = `${texts}.toast.${item ? 'updated' : 'created'}`;
      toast({ title: t(key, { name: saved.name }), tone: 'positive' });
      setDialog(undefined);
      return invalidate();
    },
    onError: offerReload,
  });

  const { mutate: activate, ...activating } = useMutation({
    mutationFn: ({ item, active }: { item: Item; active: boolean }) =>
      write(item, { ...activeValues(form, item), active } as Values),
    meta: { ignoreStatuses: [412] },
    onSuccess: (saved) => {
      const key = `${texts}.toast.${saved.active ? 'activated' : 'deactivated'}`;
      toast({ title: t(key, { name: saved.name }), tone: 'positive' });
      return invalidate();
    },
    onError: offerReload,
  });

  const editing = dialog?.mode === 'edit' ? dialog.record : undefined;
  return {
    texts,
    form,
    dialog,
    /** The record the dialog edits; undefined while it creates one. */
    editing,
    openCreate: useCallback(() => setDialog({ mode: 'create' }), []),
    openEdit: useCallback((record: Item) => setDialog({ mode: 'edit', record }), []),
    closeDialog: () => setDialog(undefined),
    /** Saves the dialog's values: resolves when saved, rejects with the server's error. */
    save: (values: Values) => save.mutateAsync({ ...(editing ? { item: editing } : {}), values }),
    setActive: useCallback((item: Item, active: boolean) => activate({ item, active }), [activate]),
    /** The record whose activity is being changed: its button is busy. */
    activatingId: activating.isPending ? activating.variables?.item.id : undefined,
  };
}

export type RecordEditing<Item extends EditableRecord, Values> = ReturnType<
  typeof useRecordEditing<Item, FormSchema, Values>
>;

/** A record's own values as its form would save them unchanged. */
function activeValues<Item extends EditableRecord, Schema extends FormSchema, Values>(
  form: RecordForm<Item, Schema, Values>,
  item: Item,
): Values {
  const values = form.defaults(item) as Parameters<NonNullable<typeof form.toWrite>>[0];
  return form.toWrite ? form.toWrite(values, item) : (values as Values);
}
