import type { Endpoint } from '@adconsole/api';
import { FormShell, type RowsForm, useZodForm } from '@adconsole/forms';
import { PageLayout, Stack, useToast } from '@adconsole/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { useRouteSearch } from '../routes/useTableParams.ts';
import { callAny, invalidatePath, recordQuery, useActingCompanyId } from './endpointQuery.ts';
import { QueryPending } from './QueryPending.tsx';
import type { FormSchema, RecordForm } from './RecordDialog.tsx';
import { type RecordField, RecordFields } from './RecordFields.tsx';
import { internalPath, namedCrumb, recordCrumbs } from './recordPaths.ts';
import { usePageHeading } from './usePageHeading.ts';
import type { EditableRecord } from './useRecordEditing.ts';
import { useStaleWriteGuard } from './useStaleWriteGuard.ts';

export interface RecordFormPageProps<
  Item extends EditableRecord,
  Schema extends FormSchema,
  Write,
> {
  /** The record's calls (`resourceEndpoints` gives all three). */
  calls: { get: Endpoint; create: Endpoint; update: Endpoint };
  /** The record to edit; without one the page creates a record. */
  id?: number | undefined;
  /**
   * A record whose values the new record starts from (`create/{cloneId}`, spec 1 §2.11: "create
   * from a copy"): read like the edited one, but the page creates.
   */
  copyOf?: number | undefined;
  /** The record's i18n prefix (titles `<texts>.dialog.createTitle|editTitle|create`, toasts). */
  texts: string;
  /** The form; `extendedFields` go into the form's collapsible "Extended options". */
  form: RecordForm<Item, Schema, Write> & { extendedFields?: readonly (RecordField | false)[] };
  /** Where a saved record goes (its page, say); a `redirectTo` of the URL wins (spec 1 §2.7). */
  savedTo: (saved: Item) => string;
  /** Where Cancel goes; a `redirectTo` of the URL wins. */
  cancelTo: string;
  /**
   * Asked before a new record is saved, e.g. "likely duplicates: save anyway?": false keeps the
   * form as it is.
   */
  confirmCreate?: (write: Write) => Promise<boolean>;
  /**
   * The form inside another page (the edit tab of a record page): no page frame of its own, and
   * no title beyond the form's.
   */
  embedded?: boolean;
  /** Actions beside the title of an edit page (a mail that resets the password, say). */
  actions?: (record: Item) => ReactNode;
  /** What the page shows beneath the form (the record's history, say). */
  below?: (record: Item | undefined) => ReactNode;
  /**
   * The record the page lies under, named in its crumb once the form shows (a placement's form
   * under its header tag): its path and name; undefined while it loads.
   */
  under?: { href: string; name: string } | undefined;
}

/**
 * A record's create or edit form as a page of its own (`/crm/accounts/create`,
 * `/crm/contacts/edit/9?redirectTo=…`): the record loaded first, the declared fields, the
 * server's 422 on them, the dirty guard on Cancel, a notice after saving, then on to the record
 * (or the `redirectTo` the URL names), and a stale write (412) answered with an offer to reload
 * the record into the form.
 */
export function RecordFormPage<Item extends EditableRecord, Schema extends FormSchema, Write>(
  props: RecordFormPageProps<Item, Schema, Write>,
) {
  const { calls, id, copyOf } = props;
  const companyId = useActingCompanyId();
  const { title, crumbs } = usePageHeading();
  const [reloads, setReloads] = useState(0);
  const read = id ?? copyOf;
  const record = useQuery({
    ...recordQuery<Item>(calls.get, read, companyId),
    enabled: read !== undefined,
    // The form holds what the user types: the record is read once, or when they ask to reload.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (read !== undefined && !record.data) {
    const state = <QueryPending query={record} />;
    if (props.embedded) return state;
    return (
      <PageLayout title={title} breadcrumbs={crumbs}>
        {state}
      </PageLayout>
    );
  }
  const reload = async () => {
    await record.refetch();
    setReloads((count) => count + 1);
  };
  return (
    <RecordFormBody
      key={reloads}
      {...props}
      record={id === undefined ? undefined : (record.data as Item | undefined)}
      copied={id === undefined ? (record.data as Item | undefined) : undefined}
      onStale={reload}
    />
  );
}

function RecordFormBody<Item extends EditableRecord, Schema extends FormSchema, Write>({
  calls,
  texts,
  form,
  savedTo,
  cancelTo,
  confirmCreate,
  embedded = false,
  actions,
  below,
  under,
  record,
  copied,
  onStale,
}: RecordFormPageProps<Item, Schema, Write> & {
  record: Item | undefined;
  /** The record a new one is copied from: its values are the form's first values. */
  copied: Item | undefined;
  onStale: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const staleWrite = useStaleWriteGuard();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const crumbs = namedCrumb(usePageHeading().crumbs, under);
  const search = useRouteSearch();
  const redirectTo = internalPath(search.redirectTo);
  const {
    schema,
    defaults,
    toWrite = (values: z.output<Schema>) => values as unknown as Write,
    fields = [],
    extendedFields = [],
  } = form;

  const save = async (write: Write): Promise<Item | undefined> => {
    if (!record && confirmCreate && !(await confirmCreate(write))) return undefined;
    const body = record?.version === undefined ? write : { ...write, version: record.version };
    return (await (record
      ? callAny(calls.update, { params: { id: record.id }, body })
      : callAny(calls.create, { body }))) as Item;
  };

  const controller = useZodForm({
    schema,
    defaultValues: defaults(record ?? copied),
    onSubmit: async (values) => {
      // The server's field errors come in the interface language (Accept-Language, issue 33).
      const saved: Item | undefined = await save(toWrite(values, record));
      if (!saved) return;
      toast({
        title: t(`${texts}.toast.${record ? 'updated' : 'created'}`, { name: saved.name }),
        tone: 'positive',
      });
      // Not awaited: the page it goes to reads the list again anyway, and the notice above
      // must reach it within the toasts' carry window.
      void invalidatePath(queryClient, calls.create.path);
      leave(redirectTo ?? savedTo(saved));
    },
    onError: async (error) => {
      // Other failures are already a toast of the global failure handler; the form stays.
      await staleWrite(error, onStale);
    },
  });
  // Leaving the page by a link or Back with unsaved changes asks first (spec 2 'unsaved
  // changes'); Cancel has asked already, and a saved form has nothing to lose.
  const leaving = useRef(false);
  useBlocker({
    shouldBlockFn: async () => !leaving.current && !(await controller.confirmLeave()),
    enableBeforeUnload: false,
  });
  function leave(href: string) {
    leaving.current = true;
    void navigate({ href });
  }
  const control = controller.control as unknown as Control<FieldValues>;
  const rowsForm = controller.form as unknown as RowsForm;
  const heading = record
    ? t(`${texts}.dialog.editTitle`, { name: record.name })
    : t(`${texts}.dialog.createTitle`);
  const shell = (
    <FormShell
      controller={controller}
      title={t('kit.record.details')}
      {...(record ? {} : { submitLabel: t(`${texts}.dialog.create`) })}
      onCancel={() => leave(redirectTo ?? cancelTo)}
      {...(extendedFields.length > 0
        ? {
            extendedOptions: (
              <RecordFields
                texts={texts}
                fields={extendedFields}
                control={control}
                form={rowsForm}
              />
            ),
          }
        : {})}
    >
      <RecordFields
        texts={texts}
        fields={fields}
        control={control}
        form={rowsForm}
        autoFocus={!record}
      />
    </FormShell>
  );
  const content = below ? (
    <Stack space="xlarge">
      {shell}
      {below(record)}
    </Stack>
  ) : (
    shell
  );
  if (embedded) return content;
  return (
    <PageLayout
      title={heading}
      // The record's own crumb by its name ("Lucie Rochat", not "Benutzer 624").
      breadcrumbs={record ? recordCrumbs(crumbs, record.id, record.name) : crumbs}
      {...(record && actions ? { actions: actions(record) } : {})}
    >
      {content}
    </PageLayout>
  );
}
