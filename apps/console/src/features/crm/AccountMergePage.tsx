import {
  ACCOUNT_MERGE_FIELDS,
  ACCOUNT_MERGE_UNDO_HOURS,
  type AccountMergeCounts,
  type AccountMergeField,
  type AccountMergePreview,
  ApiError,
  accountMergeEndpoints,
  type CrmAccount,
  crmAccountEndpoints,
} from '@adconsole/api';
import { formatMoney, formatNumber, type Language } from '@adconsole/i18n';
import {
  Button,
  Combobox,
  createDataTableColumns,
  DataTable,
  Inline,
  type Option,
  PageLayout,
  RadioGroup,
  Stack,
  Text,
  useConfirm,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { Section } from '../../kit/Section.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { loadAccountOptions } from './crmLookups.ts';
import { useMergeNotices } from './mergeNotices.tsx';

// /crm/accounts/{accountId}/merge (issue 46): the account the user came from survives. They
// choose the duplicate to merge into it, see both side by side (each field where they differ,
// to choose whose value the survivor keeps) and, per kind of record, how many each has and how
// many move, then confirm. The server moves them in one transaction; the toast offers the undo.

const TEXTS = 'accountMerge';
const loadAccounts = loadAccountOptions();

/** A field of an account as the merge shows it: its words, never a code; null when empty. */
function fieldText(
  t: TFunction,
  language: Language,
  account: CrmAccount,
  field: AccountMergeField,
): string | null {
  switch (field) {
    case 'legalForm':
      return account.legalForm && t(`crm.legalForm.${account.legalForm}`);
    case 'accountType':
      return t(`crm.accountType.${account.accountType}`);
    case 'address': {
      const town = [account.postalCode, account.city].filter(Boolean).join(' ');
      const region = [account.canton, t(`crm.country.${account.countryCode}`)].filter(Boolean);
      return [account.street, town, ...region].filter(Boolean).join(', ');
    }
    case 'industry':
    case 'agency':
    case 'broker':
      return account[field]?.name ?? null;
    case 'salesOwner':
      return account.salesOwner?.name ?? null;
    case 'language':
      return t(`crm.language.${account.language}`);
    case 'creditLimit':
      return (
        account.creditLimit &&
        formatMoney(account.creditLimit.amount, language, account.creditLimit.currency)
      );
    case 'paymentTermsDays':
      return t('crm.accounts.days', { count: account.paymentTermsDays });
    default:
      return account[field];
  }
}

/** A field's label: the account form's. */
const fieldLabel = (t: TFunction, field: AccountMergeField) =>
  t(field === 'address' ? 'crm.accounts.form.sections.address' : `crm.accounts.form.${field}`);

/** The records of each kind: the survivor's, the duplicate's (moving), and both after. */
function MoveCounts({ preview }: { preview: AccountMergePreview }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const column = createDataTableColumns<AccountMergeCounts[number]>();
    const number = (value: number) => formatNumber(value, i18n.language as Language);
    return [
      column.accessor((row) => t(`${TEXTS}.groups.${row.group}`), {
        id: 'group',
        header: t(`${TEXTS}.columns.group`),
      }),
      column.accessor((row) => number(row.survivor), {
        id: 'survivor',
        header: preview.survivor.displayName,
      }),
      column.accessor((row) => number(row.merged), {
        id: 'merged',
        header: preview.merged.displayName,
      }),
      column.accessor((row) => number(row.survivor + row.merged), {
        id: 'after',
        header: t(`${TEXTS}.columns.after`),
      }),
    ];
  }, [t, i18n.language, preview]);
  // Kinds neither account has are left out; contacts, campaigns and activities always show.
  const shown = preview.counts.filter(
    (row) =>
      row.survivor + row.merged > 0 || ['contacts', 'campaigns', 'activities'].includes(row.group),
  );
  return (
    <DataTable
      aria-label={t(`${TEXTS}.moves`)}
      columns={columns}
      rows={shown}
      getRowId={(row) => row.group}
    />
  );
}

/** Each field where the two differ: whose value the survivor keeps (its own by default). */
function FieldChoices({
  preview,
  take,
  onChange,
}: {
  preview: AccountMergePreview;
  take: ReadonlySet<AccountMergeField>;
  onChange: (take: Set<AccountMergeField>) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const differing = ACCOUNT_MERGE_FIELDS.flatMap((field) => {
    const own = fieldText(t, language, preview.survivor, field);
    const other = fieldText(t, language, preview.merged, field);
    return (own ?? '') === (other ?? '') ? [] : [{ field, own, other }];
  });
  if (differing.length === 0) return <Text>{t(`${TEXTS}.sameFields`)}</Text>;
  const empty = t(`${TEXTS}.empty`);
  return (
    <Stack space="medium">
      {differing.map(({ field, own, other }) => (
        <RadioGroup
          key={field}
          label={fieldLabel(t, field)}
          orientation="horizontal"
          value={take.has(field) ? 'merged' : 'survivor'}
          onChange={(value) => {
            const next = new Set(take);
            if (value === 'merged') next.add(field);
            else next.delete(field);
            onChange(next);
          }}
          options={[
            { value: 'survivor', label: own ?? empty, description: preview.survivor.displayName },
            { value: 'merged', label: other ?? empty, description: preview.merged.displayName },
          ]}
        />
      ))}
    </Stack>
  );
}

/** An empty value: nothing, or an empty text. */
const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The refusal of a preview (422: the same account, one merged already) in the reader's words. */
function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const body = error.body as { fieldErrors?: Record<string, string>; formErrors?: string[] };
  return body.fieldErrors?.mergedId ?? body.formErrors?.[0];
}

export function AccountMergePage() {
  const { t, i18n } = useTranslation();
  const { accountId } = useTableParams<'crm.account'>();
  const companyId = useActingCompanyId();
  const { crumbs } = usePageHeading();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notices = useMergeNotices();
  const [other, setOther] = useState<Option | null>(null);
  const [take, setTake] = useState<Set<AccountMergeField>>(new Set());
  // The preview whose empty fields were filled from the duplicate, once per chosen duplicate.
  const [filled, setFilled] = useState<number>();
  const account = useQuery(
    endpointQuery(crmAccountEndpoints.get, { params: { id: accountId } }, companyId),
  );
  const mergedId = other ? Number(other.id) : undefined;
  const preview = useQuery({
    ...endpointQuery(
      accountMergeEndpoints.crmAccountMergePreview,
      { params: { id: accountId }, query: { mergedId: mergedId ?? 0 } },
      companyId,
    ),
    enabled: mergedId !== undefined,
    retry: false,
    // The page says a preview's refusal on the field itself; and after a merge the preview asked
    // again is refused ("merged already"), which is no failure to announce (the s15 stranger read
    // a red "Fehler" beside the merge's success).
    meta: { ignoreStatuses: [422] },
  });
  const name = account.data?.displayName ?? '';
  const title = account.data ? t(`${TEXTS}.title`, { name }) : t('routes.merge');
  const shown = mergedId !== undefined ? preview.data : undefined;
  // By default the survivor keeps its own values, but where it has none and the duplicate has
  // one, the duplicate's (the s15 stranger lost a credit limit to an empty field by default).
  if (shown && filled !== shown.merged.id) {
    const language = i18n.language as Language;
    const fromMerged = ACCOUNT_MERGE_FIELDS.filter(
      (field) =>
        isBlank(fieldText(t, language, shown.survivor, field)) &&
        !isBlank(fieldText(t, language, shown.merged, field)),
    );
    setFilled(shown.merged.id);
    setTake(new Set(fromMerged));
  }
  const refusal = mergedId !== undefined ? refusalOf(preview.error) : undefined;
  const back = () => void navigate({ href: `/crm/accounts/${accountId}` });

  const merge = async (data: AccountMergePreview) => {
    await confirm({
      title: t(`${TEXTS}.confirmTitle`),
      text: t(`${TEXTS}.confirmText`, {
        merged: data.merged.displayName,
        survivor: data.survivor.displayName,
        hours: ACCOUNT_MERGE_UNDO_HOURS,
      }),
      confirmLabel: t(`${TEXTS}.submit`),
      onConfirm: async () => {
        const result = await call(accountMergeEndpoints.crmAccountMerge, {
          params: { id: accountId },
          body: {
            mergedId: data.merged.id,
            survivorVersion: data.survivor.version,
            mergedVersion: data.merged.version,
            take: [...take],
          },
        });
        await notices.merged(result, data.merged.displayName, data.survivor.displayName);
        back();
      },
    });
  };

  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="large">
        <Text>{t(`${TEXTS}.intro`, { name, hours: ACCOUNT_MERGE_UNDO_HOURS })}</Text>
        <Combobox
          label={t(`${TEXTS}.other`)}
          description={t(`${TEXTS}.otherHint`, { name })}
          loadOptions={loadAccounts}
          debounceMs={300}
          value={other}
          onChange={(value) => {
            setOther(value);
            setTake(new Set());
            setFilled(undefined);
          }}
          errorMessage={refusal}
        />
        {shown && (
          <>
            <Section title={t(`${TEXTS}.moves`)}>
              <Stack space="small">
                <Text>
                  {t(`${TEXTS}.movesHint`, {
                    merged: shown.merged.displayName,
                    survivor: shown.survivor.displayName,
                  })}
                </Text>
                <MoveCounts preview={shown} />
              </Stack>
            </Section>
            <Section title={t(`${TEXTS}.fields`)}>
              <FieldChoices preview={shown} take={take} onChange={setTake} />
            </Section>
          </>
        )}
        <Inline space="small">
          <Button isDisabled={!shown} onPress={() => shown && void merge(shown)}>
            {t(`${TEXTS}.submit`)}
          </Button>
          <Button variant="secondary" onPress={back}>
            {t(`${TEXTS}.cancel`)}
          </Button>
        </Inline>
      </Stack>
    </PageLayout>
  );
}
