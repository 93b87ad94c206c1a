import {
  ADDRESS_PROVIDERS,
  POST_CHANNELS,
  POST_COUNTS,
  POST_GENDERS,
  POST_HOUSEHOLDS,
  POST_MAX_ITEMS,
  POST_PERCENT_SET,
  POST_REACH_FACTOR,
  type PostCampaign,
  postCalculationDefaults,
  postCampaignEndpoints,
} from '@adconsole/api';
import { serverValidationErrors, useLoadedDraft } from '@adconsole/forms';
import {
  formatDisplayDate,
  formatMoney,
  formatNumber,
  formatPercent,
  type Language,
} from '@adconsole/i18n';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Heading,
  Inline,
  Link,
  Loader,
  NumberField,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
  useConfirm,
  useToast,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { call, endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { LazyOfferSendDialog } from '../orders/LazyOfferSendDialog.tsx';
import { useGoToStep, useUnsavedGuard } from './campaignParts.tsx';
import { useRefreshPost } from './refresh.ts';
import { campaignBase, stepStates } from './steps.ts';

/** Saves a step: its field errors (translated) on a 422, a toast for any other failure. */
function useStepSave() {
  const { t } = useTranslation();
  const toast = useToast();
  const failed = useFailureToast();
  const refresh = useRefreshPost();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (action: () => Promise<unknown>, done?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      setErrors({});
      toast({ title: done ?? t('post.toast.saved'), tone: 'positive' });
      await refresh();
      return true;
    } catch (error) {
      const fieldErrors = serverValidationErrors(error)?.fieldErrors;
      if (fieldErrors) setErrors(fieldErrors);
      else failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, setErrors, save };
}

// --- Information ---

export function InformationStep({ campaign }: { campaign: PostCampaign }) {
  const { t } = useTranslation();
  const goTo = useGoToStep();
  const { busy, errors, save } = useStepSave();
  const [product, setProduct] = useState(campaign.info?.product ?? '');
  const [goal, setGoal] = useState(campaign.info?.goal ?? '');
  const [channels, setChannels] = useState<(typeof POST_CHANNELS)[number][]>(
    campaign.info?.channels ?? [],
  );
  const stored = campaign.info;
  const guard = useUnsavedGuard(
    product !== (stored?.product ?? '') ||
      goal !== (stored?.goal ?? '') ||
      [...channels].sort().join() !== [...(stored?.channels ?? [])].sort().join(),
  );
  const submit = async () => {
    const ok = await save(() =>
      call(postCampaignEndpoints.saveInfo, {
        params: { id: campaign.id },
        body: { product, goal: goal.trim() || null, channels },
      }),
    );
    if (ok) {
      guard.saved();
      goTo(campaign, 'target-group-settings');
    }
  };
  return (
    <Card as="section">
      <Stack space="medium">
        <Heading level={2}>{t('post.steps.information')}</Heading>
        <TextField
          label={t('post.form.product')}
          value={product}
          onChange={setProduct}
          isRequired
          maxLength={200}
          errorMessage={errors.product}
        />
        <TextArea label={t('post.form.goal')} value={goal} onChange={setGoal} maxLength={2000} />
        <Box as="section" aria-label={t('post.form.channels')}>
          <Stack space="xsmall">
            <Text weight="strong">{t('post.form.channels')}</Text>
            {POST_CHANNELS.map((channel) => (
              <Checkbox
                key={channel}
                label={t(`post.channels.${channel}`)}
                isSelected={channels.includes(channel)}
                onChange={(selected) =>
                  setChannels((current) =>
                    selected ? [...current, channel] : current.filter((one) => one !== channel),
                  )
                }
              />
            ))}
            {errors.channels && (
              <Text tone="critical" size="small">
                {t('post.errors.required')}
              </Text>
            )}
          </Stack>
        </Box>
        <Inline space="small">
          <Button onPress={submit} isBusy={busy}>
            {t('post.actions.saveAndNext')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

// --- Target group ---

export function TargetGroupStep({ campaign }: { campaign: PostCampaign }) {
  const { t } = useTranslation();
  const goTo = useGoToStep();
  const toast = useToast();
  const failed = useFailureToast();
  const refresh = useRefreshPost();
  const { busy, errors, save } = useStepSave();
  const [importing, setImporting] = useState(false);
  const group = campaign.targetGroup;
  const [ageFrom, setAgeFrom] = useState<number | null>(group?.ageFrom ?? 25);
  const [ageTo, setAgeTo] = useState<number | null>(group?.ageTo ?? 65);
  const [gender, setGender] = useState<string>(group?.gender ?? 'ALL');
  const [households, setHouseholds] = useState<string>(group?.households ?? 'PRIVATE');
  const [postcodes, setPostcodes] = useState(group?.postcodes.join(', ') ?? '');
  const [provider, setProvider] = useState<string>(group?.addressProvider ?? 'POST');
  const postcodeList = (text: string) =>
    text
      .split(/[\s,;]+/)
      .map((code) => code.trim())
      .filter(Boolean);
  useUnsavedGuard(
    ageFrom !== (group?.ageFrom ?? 25) ||
      ageTo !== (group?.ageTo ?? 65) ||
      gender !== (group?.gender ?? 'ALL') ||
      households !== (group?.households ?? 'PRIVATE') ||
      postcodeList(postcodes).join() !== (group?.postcodes ?? []).join() ||
      provider !== (group?.addressProvider ?? 'POST'),
  );
  const reason = stepStates(campaign, campaignBase(campaign)).find(
    (step) => step.id === 'targetGroupSettings',
  )?.disabledReason;
  if (reason) return <StepUnavailable reason={reason} campaign={campaign} to="information" />;
  const submit = () =>
    save(() =>
      call(postCampaignEndpoints.saveTargetGroup, {
        params: { id: campaign.id },
        body: {
          ageFrom: ageFrom ?? 0,
          ageTo: ageTo ?? 0,
          gender: gender as 'ALL',
          households: households as 'ALL',
          postcodes: postcodeList(postcodes),
          addressProvider: provider as 'POST',
        },
      }),
    );
  const importUnits = async () => {
    setImporting(true);
    try {
      const imported = await call(postCampaignEndpoints.importAdUnits, {
        params: { id: campaign.id },
      });
      toast({
        title: t('post.toast.imported', { units: imported.availableUnits }),
        tone: 'positive',
      });
      await refresh();
      // Unsaved changes of the form are asked about on the way (the import used the saved ones).
      goTo(imported, 'calculation');
    } catch (error) {
      failed(error);
    } finally {
      setImporting(false);
    }
  };
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ id: value, label: prefix ? t(`${prefix}.${value}`) : value }));
  // The target group's ages: 16 to 99 at either end.
  const ageField = (
    name: 'ageFrom' | 'ageTo',
    value: number | null,
    onChange: (value: number | null) => void,
  ) => (
    <NumberField
      label={t(`post.form.${name}`)}
      value={value}
      onChange={onChange}
      minValue={16}
      maxValue={99}
      errorMessage={errors[name]}
    />
  );
  return (
    <Card as="section">
      <Stack space="medium">
        <Heading level={2}>{t('post.steps.targetGroupSettings')}</Heading>
        <Inline space="medium">
          {ageField('ageFrom', ageFrom, setAgeFrom)}
          {ageField('ageTo', ageTo, setAgeTo)}
        </Inline>
        <Select
          label={t('post.form.gender')}
          options={options(POST_GENDERS, 'post.genders')}
          value={gender}
          onChange={(value) => setGender(value ?? 'ALL')}
        />
        <Select
          label={t('post.form.households')}
          options={options(POST_HOUSEHOLDS, 'post.householdTypes')}
          value={households}
          onChange={(value) => setHouseholds(value ?? 'PRIVATE')}
        />
        <TextField
          label={t('post.form.postcodes')}
          description={t('post.form.postcodesHint')}
          value={postcodes}
          onChange={setPostcodes}
          errorMessage={
            Object.entries(errors).find(([field]) => field.startsWith('postcodes'))?.[1]
          }
        />
        <Select
          label={t('post.form.addressProvider')}
          options={options(ADDRESS_PROVIDERS, 'post.addressProviders')}
          value={provider}
          onChange={(value) => setProvider(value ?? 'POST')}
        />
        <Inline space="small">
          <Button onPress={submit} isBusy={busy}>
            {t('post.actions.save')}
          </Button>
          {group && (
            <Button variant="secondary" onPress={importUnits} isBusy={importing}>
              {t('post.actions.importAdUnits')}
            </Button>
          )}
        </Inline>
      </Stack>
    </Card>
  );
}

function StepUnavailable({
  reason,
  campaign,
  to,
}: {
  reason: string;
  campaign: PostCampaign;
  to: string;
}) {
  const { t } = useTranslation();
  return (
    <Card as="section">
      <Stack space="small">
        <Text>{t(reason)}</Text>
        <Link href={`${campaignBase(campaign)}/${to}`}>{t(`post.steps.${stepOfPath(to)}`)}</Link>
      </Stack>
    </Card>
  );
}

const stepOfPath = (path: string) =>
  ({
    information: 'information',
    'target-group-settings': 'targetGroupSettings',
    'edit-positions': 'configurePositions',
  })[path] ?? 'general';

// --- Calculation ---

export function CalculationStep({ campaign }: { campaign: PostCampaign }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const companyId = useActingCompanyId();
  const { busy, errors, save } = useStepSave();
  const confirm = useConfirm();
  const saved = campaign.calculation ?? postCalculationDefaults(campaign.availableUnits);
  // The stored (or default) figures may arrive after the step shows: what the user typed stays.
  const draft = useLoadedDraft(
    useMemo(
      () => ({
        units: saved.units as number | null,
        count: String(saved.count),
        percent: String(saved.percent),
      }),
      [saved.units, saved.count, saved.percent],
    ),
  );
  const { units, count, percent } = draft.values;
  useUnsavedGuard(
    units !== saved.units || count !== String(saved.count) || percent !== String(saved.percent),
  );
  const input = { units: units ?? 0, count: Number(count), percent: Number(percent) };
  const valid = input.units >= 1 && input.units <= POST_MAX_ITEMS;
  const result = useQuery({
    ...endpointQuery(
      postCampaignEndpoints.previewCalculation,
      {
        params: { id: campaign.id },
        query: {
          units: String(input.units),
          count: String(input.count),
          percent: String(input.percent),
        },
      },
      companyId,
    ),
    enabled: campaign.adUnitsImported && valid,
    placeholderData: (previous) => previous,
  });
  const reason = stepStates(campaign, campaignBase(campaign)).find(
    (step) => step.id === 'calculation',
  )?.disabledReason;
  if (reason)
    return <StepUnavailable reason={reason} campaign={campaign} to="target-group-settings" />;
  const figures = result.data;
  const number = (value: number) => formatNumber(value, language);
  return (
    <Card as="section">
      <Stack space="medium">
        <Heading level={2}>{t('post.calculation.heading')}</Heading>
        <Text tone="muted" size="small">
          {t('post.calculation.factor', {
            factor: formatNumber(POST_REACH_FACTOR, language),
            max: POST_MAX_ITEMS,
          })}
        </Text>
        <Inline space="medium">
          <NumberField
            label={t('post.form.units')}
            value={units}
            onChange={(value) => draft.set('units', value)}
            minValue={1}
            maxValue={POST_MAX_ITEMS}
            errorMessage={!valid ? t('post.errors.units', { max: POST_MAX_ITEMS }) : errors.units}
          />
          <Select
            label={t('post.form.count')}
            options={POST_COUNTS.map((value) => ({ id: String(value), label: String(value) }))}
            value={count}
            onChange={(value) => draft.set('count', value ?? '1')}
          />
          <Select
            label={t('post.form.percent')}
            options={POST_PERCENT_SET.map((value) => ({
              id: String(value),
              label: formatPercent(value, language),
            }))}
            value={percent}
            onChange={(value) => draft.set('percent', value ?? '60')}
          />
        </Inline>
        {figures ? (
          <Box
            as="dl"
            display="flex"
            flexWrap="wrap"
            gap="large"
            aria-label={t('post.calculation.heading')}
          >
            {(
              [
                ['forecastStart', formatDisplayDate(figures.forecastStart, { zone: 'UTC' })],
                ['households', number(figures.households)],
                ['reach', number(figures.reach)],
                ['contacts', number(figures.contacts)],
                ['band', t('post.calculation.bandValue', figures.band)],
                ['unitPrice', formatMoney(figures.unitPrice, language, campaign.currency)],
                ['netAmount', formatMoney(figures.netAmount, language, campaign.currency)],
                [
                  'availableUnits',
                  figures.availableUnits === null ? '–' : number(figures.availableUnits),
                ],
                [
                  'utilisation',
                  figures.utilisation === null ? '–' : formatPercent(figures.utilisation, language),
                ],
              ] as const
            ).map(([key, value]) => (
              <Box key={key} display="flex" flexDirection="column">
                <Text as="dt" tone="muted" size="small">
                  {t(`post.calculation.${key}`)}
                </Text>
                <Text as="dd" weight="strong" data-figure={key}>
                  {value}
                </Text>
              </Box>
            ))}
          </Box>
        ) : (
          valid && <Loader />
        )}
        {figures && figures.utilisation !== null && figures.utilisation > 100 && (
          <Text tone="critical" role="alert">
            {t('post.calculation.overAvailable', {
              units: number(input.units),
              available: number(figures.availableUnits ?? 0),
            })}
          </Text>
        )}
        <Inline space="small">
          <Button
            isDisabled={!valid}
            isBusy={busy}
            onPress={async () => {
              // Over the available units (issue 33 point 21: "> 500 %" saved with no warning):
              // the user confirms first.
              const over =
                figures?.utilisation != null && figures.utilisation > 100 ? figures : undefined;
              if (
                over &&
                !(await confirm({
                  title: t('post.calculation.overTitle'),
                  text: t('post.calculation.confirmOver', {
                    units: number(input.units),
                    available: number(over.availableUnits ?? 0),
                    utilisation: formatPercent(over.utilisation, language),
                  }),
                  confirmLabel: t('post.calculation.saveAnyway'),
                  tone: 'critical',
                }))
              ) {
                return;
              }
              const saved = await save(() =>
                call(postCampaignEndpoints.saveCalculation, {
                  params: { id: campaign.id },
                  body: input,
                }),
              );
              // Saved and reloaded: the fields follow the stored figures again.
              if (saved) draft.forget();
            }}
          >
            {t('post.actions.save')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

// --- Preview ---

/** Statuses from which the previewed document goes out as an offer (the status table's rows). */
const OFFERABLE = new Set(['DRAFT', 'PENDING_APPROVAL', 'ALTERNATE_QUOTE']);

export function PreviewStep({ campaign }: { campaign: PostCampaign }) {
  const { t, i18n } = useTranslation();
  const goTo = useGoToStep();
  const language = i18n.language.slice(0, 2);
  const [url, setUrl] = useState<string | null>(null);
  const [offering, setOffering] = useState(false);
  const reason = stepStates(campaign, campaignBase(campaign)).find(
    (step) => step.id === 'preview',
  )?.disabledReason;
  useEffect(() => {
    if (reason) return undefined;
    let objectUrl: string | null = null;
    let cancelled = false;
    void apiClient
      .getResponse(`ws-post/post-campaigns/${campaign.id}/document?language=${language}`)
      .then((response) => response.blob())
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [campaign.id, language, reason]);
  if (reason) return <StepUnavailable reason={reason} campaign={campaign} to="edit-positions" />;
  return (
    <Card as="section">
      <Stack space="medium">
        <Inline space="small">
          <Heading level={2}>{t('post.preview.heading')}</Heading>
          {url && (
            <Link href={url} target="_blank" rel="noopener">
              {t('post.actions.openPdf')}
            </Link>
          )}
          {OFFERABLE.has(campaign.status) && (
            <Button variant="secondary" onPress={() => setOffering(true)}>
              {t('post.actions.offer')}
            </Button>
          )}
        </Inline>
        {offering && (
          <LazyOfferSendDialog
            kind="post"
            campaign={{ id: campaign.id, name: campaign.name, version: campaign.version }}
            onClose={() => setOffering(false)}
            onSent={() => goTo({ ...campaign, status: 'OFFERED' }, 'document-preview')}
          />
        )}
        {url ? (
          <iframe
            title={t('post.preview.frame')}
            src={url}
            style={{ width: '100%', height: '70vh', border: 0 }}
          />
        ) : (
          <Text tone="muted">{t('post.preview.loading')}</Text>
        )}
      </Stack>
    </Card>
  );
}
