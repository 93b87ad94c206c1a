import {
  XANDR_ENVIRONMENTS,
  XANDR_MEMBER_ID_RANGE,
  XANDR_SECRET_MAX,
  type XandrCredential,
  type XandrCredentialWrite,
  xandrCredentialEndpoints,
  xandrTestEndpoint,
} from '@adconsole/api';
import { maxLengthText, requiredChoice, requiredText } from '@adconsole/forms';
import { formatDateTime } from '@adconsole/i18n';
import { Button, createDataTableColumns, StatusBadge, Text, useToast } from '@adconsole/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import { OnDemandNumberField, OnDemandTextField } from '../../kit/OnDemandFields.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';

// /admin/xandr-credentials (spec 1 §2.3, ADMIN; DOMAIN §2; issue 41): the company's Xandr API
// sign-in per environment. The password is written only: the list says whether one is set, an
// edit without one keeps it. "Test connection" signs in at Xandr on the server and says why it
// failed in the reader's language; the row keeps its last success and its last error.

const TEXTS = 'programmatic.xandr';

const credentialList = defineList({
  params: {
    searchQuery: textParam({ filter: `${TEXTS}.filters.search` }),
    includeInactive: flagParam({ url: 'inactive', filter: `${TEXTS}.filters.includeInactive` }),
  },
  sort: {
    fields: ['environment', 'username', 'updatedAt'] as const,
    field: 'environment',
    order: 'ASC',
  },
  pageSizes: [10, 50],
});

const credentialForm = z.object({
  environment: requiredChoice(z.string()),
  memberId: requiredChoice(z.number()),
  username: z.pipe(requiredText(), maxLengthText(100)),
  secret: z.string().check(z.maxLength(XANDR_SECRET_MAX)),
});

export function XandrCredentialsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const [testing, setTesting] = useState<number>();
  const list = useList({
    definition: credentialList,
    listKey: 'admin-xandr-credentials',
    calls: xandrCredentialEndpoints,
  });
  const records = useRecordEditing({
    calls: xandrCredentialEndpoints,
    texts: TEXTS,
    form: {
      schema: credentialForm,
      defaults: (credential?: XandrCredential) => ({
        environment: credential?.environment ?? 'PROD',
        memberId: credential?.memberId ?? null,
        username: credential?.username ?? '',
        secret: '',
      }),
      toWrite: (values, credential): XandrCredentialWrite => ({
        environment: values.environment as XandrCredentialWrite['environment'],
        memberId: values.memberId,
        username: values.username,
        // Empty keeps the stored password (never sent back to be shown).
        secret: values.secret === '' ? null : values.secret,
        active: credential?.active ?? true,
      }),
      fields: [
        {
          kind: 'select',
          name: 'environment',
          isRequired: true,
          options: XANDR_ENVIRONMENTS.map((environment) => ({
            id: environment,
            label: t(`${TEXTS}.environments.${environment}`),
          })),
        },
        {
          kind: 'field',
          name: 'memberId',
          component: OnDemandNumberField,
          isRequired: true,
          hint: true,
          props: {
            minValue: XANDR_MEMBER_ID_RANGE.min,
            maxValue: XANDR_MEMBER_ID_RANGE.max,
            formatOptions: { useGrouping: false, maximumFractionDigits: 0 },
          },
        },
        { kind: 'text', name: 'username', isRequired: true, maxLength: 100 },
        {
          kind: 'field',
          name: 'secret',
          component: OnDemandTextField,
          hint: true,
          props: { type: 'password', autoComplete: 'new-password', maxLength: XANDR_SECRET_MAX },
        },
      ],
    },
  });

  const test = useCallback(
    async (credential: XandrCredential) => {
      setTesting(credential.id);
      try {
        const answer = await call(xandrTestEndpoint, { params: { id: credential.id } });
        toast(
          answer.ok
            ? { title: t(`${TEXTS}.toast.testOk`, { name: credential.name }), tone: 'positive' }
            : {
                title: t(`${TEXTS}.toast.testFailed`, { name: credential.name }),
                body: answer.message ?? '',
                tone: 'critical',
              },
        );
        invalidate(xandrCredentialEndpoints.list.path);
      } finally {
        setTesting(undefined);
      }
    },
    [t, toast, invalidate],
  );

  const columns = useMemo(() => {
    const column = recordColumns<XandrCredential>(t, TEXTS);
    const helper = createDataTableColumns<XandrCredential>();
    return [
      column.name('username'),
      column.text('environment', (environment) => t(`${TEXTS}.environments.${environment}`)),
      helper.accessor((row) => String(row.memberId), {
        id: 'memberId',
        header: t(`${TEXTS}.columns.memberId`),
        meta: { kind: 'code' },
      }),
      helper.accessor((row) => row.secretSet, {
        id: 'secret',
        header: t(`${TEXTS}.columns.secret`),
        cell: (info) => (
          <StatusBadge tone={info.getValue() ? 'positive' : 'warning'}>
            {t(info.getValue() ? `${TEXTS}.secret.set` : `${TEXTS}.secret.notSet`)}
          </StatusBadge>
        ),
        meta: { kind: 'status' },
      }),
      helper.accessor((row) => row.lastAuthAt, {
        id: 'lastAuthAt',
        header: t(`${TEXTS}.columns.lastAuthAt`),
        cell: (info) => {
          const at = info.getValue();
          return at ? formatDateTime(at) : t(`${TEXTS}.never`);
        },
        meta: { kind: 'date' },
      }),
      helper.accessor((row) => row.lastError, {
        id: 'lastError',
        header: t(`${TEXTS}.columns.lastError`),
        cell: (info) => {
          const error = info.getValue();
          return error ? <Text tone="critical">{error}</Text> : t(`${TEXTS}.noError`);
        },
      }),
      column.status(),
      helper.display({
        id: 'test',
        header: t(`${TEXTS}.actions.test`),
        enableHiding: false,
        cell: ({ row: { original } }) => (
          <Button
            size="small"
            variant="secondary"
            isBusy={testing === original.id}
            isDisabled={!original.secretSet}
            aria-label={t(`${TEXTS}.actions.testNamed`, { name: original.name })}
            onPress={() => void test(original)}
          >
            {t(`${TEXTS}.actions.test`)}
          </Button>
        ),
        meta: { kind: 'status' },
      }),
    ];
  }, [t, testing, test]);
  return <ListView list={list} columns={columns} records={records} />;
}
