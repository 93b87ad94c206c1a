import {
  businessDay,
  PAYOUT_STATES,
  type Payout,
  type PayoutState,
  payoutConfigEndpoints,
  payoutEndpoints,
} from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Inline,
  Link,
  PageLayout,
  Select,
  Stack,
  Text,
  useToast,
} from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { inReadersWords } from '../../app/failures.ts';
import { selectedCompanyStore } from '../../app/storage.ts';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { useJobToast } from '../../kit/JobProgressToast.tsx';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';
import { useRouteSearch, useTableParams } from '../../routes/useTableParams.ts';
import {
  monthOfDate,
  PayoutPdfButton,
  payoutColumns,
  payoutMonth,
  shiftedMonthDay,
} from './payoutParts.tsx';

// /finances/payouts/reports/{date} (spec 1 §2.11; issue 39): the payouts of the month the date
// names, a row per payout config with its revenue, share, carried-in amount, VAT and what is
// paid; ADMIN starts the month's payout run (a background job, followed in a toast) and
// approves each draft (numbered, its credit note archived); an approved payout's credit note
// is downloaded as archived. The date is checked by the route (spec 1 §5: a bad date is
// not-found); the month's neighbours are a link away.

/** The month's navigation: the previous and next months' pages. */
export function MonthLinks({ base, month }: { base: string; month: string }) {
  const { t, i18n } = useTranslation();
  const next = shiftedMonthDay(month, 1);
  return (
    <Inline space="medium">
      <Link href={`${base}/${shiftedMonthDay(month, -1)}`}>{t('payouts.previous')}</Link>
      <Text weight="strong">{payoutMonth(month, i18n.language)}</Text>
      {next <= businessDay() && <Link href={`${base}/${next}`}>{t('payouts.next')}</Link>}
    </Inline>
  );
}

function ApproveButton({ payout, onDone }: { payout: Payout; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  // A refusal (no self-billing agreement, approved meanwhile) stays in the dialog, in words.
  const approve = async () => {
    const approved = await call(payoutEndpoints.approve, {
      params: { id: payout.id },
      body: { version: payout.version },
    }).catch(async (error: unknown) => {
      throw await inReadersWords(error, i18n);
    });
    toast({ title: t('payouts.approve.done', { number: approved.number }), tone: 'positive' });
    onDone();
  };
  return (
    <>
      <Button
        variant="primary"
        aria-label={t('payouts.approve.actionNamed', { name: payout.configName })}
        onPress={() => setOpen(true)}
      >
        {t('payouts.approve.action')}
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('payouts.approve.title', { name: payout.configName })}
        text={t('payouts.approve.description')}
        confirmLabel={t('payouts.approve.action')}
        onConfirm={approve}
      />
    </>
  );
}

/**
 * What the run uses, said in its dialog (s12 stranger: the dialog did not say which company's
 * configuration it takes): the acting company, in whose name the credit notes are issued, and
 * its active payout configs with their currency and payer, as the run reads them.
 */
function RunUses() {
  const { t } = useTranslation();
  const { user } = useSignedInContext();
  const acting = useSyncExternalStore(selectedCompanyStore.subscribe, selectedCompanyStore.get);
  const company = acting?.name ?? user.company.name;
  const configs = useEndpoint(payoutConfigEndpoints.list, { query: { limit: 100 } });
  if (!configs.data) return <QueryPending query={configs} />;
  if (configs.data.items.length === 0) {
    return <Text tone="critical">{t('payouts.run.noConfig', { company })}</Text>;
  }
  return (
    <Stack space="small">
      <Text>{t('payouts.run.issuer', { company })}</Text>
      <Stack as="ul" space="xsmall" aria-label={t('payouts.run.configs')}>
        {configs.data.items.map((config) => (
          <li key={config.id}>
            <Text as="span">
              {t(config.payerName ? 'payouts.run.config' : 'payouts.run.configNoPayer', {
                name: config.name,
                currency: config.currency,
                payer: config.payerName,
              })}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** ADMIN starts the month's payout run; the toast follows its job. */
function PayoutRun({ month }: { month: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const job = useJobToast({
    title: t('payouts.run.title', { month: payoutMonth(month, i18n.language) }),
    texts: 'payouts.run.toast',
    refreshes: payoutEndpoints.list.path,
  });
  const ended = shiftedMonthDay(month, 1) <= businessDay();
  // A run with nothing to pay (no config in the acting company, all approved) says why.
  const start = async () => {
    const { jobId } = await call(payoutEndpoints.run, { body: { month } }).catch(
      async (error: unknown) => {
        throw await inReadersWords(error, i18n);
      },
    );
    job.follow(jobId);
  };
  return (
    <>
      <Button variant="secondary" isDisabled={!ended} onPress={() => setOpen(true)}>
        {t('payouts.run.action')}
      </Button>
      {!ended && <Text tone="muted">{t('payouts.run.notEnded')}</Text>}
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('payouts.run.title', { month: payoutMonth(month, i18n.language) })}
        text={
          <Stack space="medium">
            <Text>{t('payouts.run.description')}</Text>
            {open && <RunUses />}
          </Stack>
        }
        confirmLabel={t('payouts.run.confirm')}
        onConfirm={start}
      />
      {job.toast}
    </>
  );
}

/**
 * A month without payouts, said to each reader (s15 stranger: "The payout run writes them",
 * and nobody could start one): ADMIN, who runs and approves (payouts/README.md), is pointed to the
 * run's button above; the publisher reads that Adconsole settles each month after its end and
 * where its credit notes are, without the run's name; finance (PAYOUT, reading what it pays)
 * that the administration calculates and approves them.
 */
function NoPayouts({
  month,
  mayRun,
  publisher,
}: {
  month: string;
  mayRun: boolean;
  publisher: boolean;
}) {
  const { t, i18n } = useTranslation();
  const values = { month: payoutMonth(month, i18n.language) };
  if (mayRun) return <Text>{t('payouts.emptyRun', values)}</Text>;
  if (publisher)
    return (
      <Stack space="small">
        <Text>{t('payouts.emptyForPublisher', values)}</Text>
        <Link href="/publishers/payouts/documents">{t('nav.payoutDocuments')}</Link>
      </Stack>
    );
  return <Text>{t('payouts.empty', values)}</Text>;
}

/**
 * The report's filters from the URL (spec 1 §2.11: payout state and config, optional strings):
 * a value that is none of the choices is no filter.
 */
function useReportFilters() {
  const search = useRouteSearch();
  const navigate = useNavigate();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const state = (PAYOUT_STATES as readonly string[]).includes(text(search.state))
    ? (text(search.state) as PayoutState)
    : undefined;
  const config = /^\d{1,9}$/.test(text(search.config)) ? Number(search.config) : undefined;
  const set = (changes: Record<string, string | undefined>) =>
    void navigate({ to: '.', search: { state, config, ...changes } });
  return { state, config, set };
}

/** /finances/payouts/reports/{date}: the payouts of the date's month. */
export function PayoutReportsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { title, crumbs } = usePageHeading();
  const { date } = useTableParams<'finances.payoutDay'>();
  const { roles } = useSignedInContext();
  const mayWrite = roles.has('ADMIN');
  const month = monthOfDate(date);
  const filters = useReportFilters();
  const payouts = useEndpoint(payoutEndpoints.list, {
    query: { month, ...(filters.state ? { state: filters.state } : {}) },
  });
  const configs = useEndpoint(payoutConfigEndpoints.list, {
    query: { includeInactive: true, limit: 100 },
  });
  const shown = (payouts.data?.items ?? []).filter(
    (payout) => filters.config === undefined || payout.configId === filters.config,
  );
  const invalidate = useInvalidatePath();
  const columns = useMemo(() => {
    const parts = payoutColumns(t, language);
    return [
      parts.configName,
      parts.state,
      ...parts.figures,
      parts.column.display({
        id: 'actions',
        header: t('payouts.columns.actions'),
        cell: ({ row: { original } }) =>
          original.state === 'APPROVED' ? (
            <PayoutPdfButton payout={original} />
          ) : mayWrite ? (
            <ApproveButton payout={original} onDone={() => invalidate(payoutEndpoints.list.path)} />
          ) : null,
        meta: { kind: 'actions' },
      }),
    ];
  }, [t, language, mayWrite, invalidate]);
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="large">
        <Inline space="large">
          <MonthLinks base="/finances/payouts/reports" month={month} />
          {mayWrite && <PayoutRun month={month} />}
        </Inline>
        <Inline space="medium">
          <Select
            label={t('payouts.columns.state')}
            options={[
              { id: 'all', label: t('payouts.all') },
              ...PAYOUT_STATES.map((id) => ({ id, label: t(`payouts.states.${id}`) })),
            ]}
            value={filters.state ?? 'all'}
            onChange={(id) => filters.set({ state: id && id !== 'all' ? id : undefined })}
          />
          <Select
            label={t('payouts.columns.configName')}
            options={[
              { id: 'all', label: t('payouts.all') },
              ...(configs.data?.items ?? []).map((config) => ({
                id: String(config.id),
                label: config.name,
              })),
            ]}
            value={filters.config === undefined ? 'all' : String(filters.config)}
            onChange={(id) => filters.set({ config: id && id !== 'all' ? id : undefined })}
          />
        </Inline>
        {payouts.data ? (
          shown.length === 0 ? (
            <NoPayouts month={month} mayRun={mayWrite} publisher={roles.has('PUBLISHER')} />
          ) : (
            <DataTable
              aria-label={t('routes.payoutReports')}
              columns={columns}
              rows={shown}
              getRowId={(row) => String(row.id)}
            />
          )
        ) : (
          <QueryPending query={payouts} />
        )}
      </Stack>
    </PageLayout>
  );
}
