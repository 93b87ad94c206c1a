import {
  ADDRESS_PROVIDERS,
  LETTER_FORMATS,
  LETTER_WEIGHT_LIMITS,
  type LetterFormat,
  POST_AD_FORMATS,
  POST_DEVICES,
  POST_INVENTORIES,
  POST_POSITION_TYPES,
  type PostCampaign,
  type PostPosition,
  type PostPositionName,
  type PostPositionType,
  type PostPositionWrite,
  postCampaignEndpoints,
} from '@adconsole/api';
import { serverValidationErrors } from '@adconsole/forms';
import {
  formatAmount,
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
  DatePicker,
  Heading,
  Inline,
  NumberField,
  Select,
  Stack,
  Text,
  useConfirm,
  useToast,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { useUnsavedGuard, Warnings } from './campaignParts.tsx';
import { useRefreshPost } from './refresh.ts';

const NAMES: Partial<Record<PostPositionType, readonly PostPositionName[]>> = {
  EMAIL: ['INITIAL_EMAIL', 'REMINDER_EMAIL'],
  ADDRESSED_MAILING: ['INITIAL_ADDRESSED', 'REMINDER_ADDRESSED'],
  UNADDRESSED_MAILING: ['INITIAL_SHIPMENT', 'REMINDER_SHIPMENT'],
};
const DISPATCHED = new Set<PostPositionType>(['EMAIL', 'ADDRESSED_MAILING', 'UNADDRESSED_MAILING']);

/** The draft's fields chosen from a list of values. */
type ChoiceField = 'letterFormat' | 'addressProvider' | 'inventory' | 'device' | 'adFormat';

type Draft = {
  id?: number;
  version?: number;
  positionType: PostPositionType;
  name: PostPositionName | null;
  addressProvider: string | null;
  inventory: string | null;
  device: string | null;
  adFormat: string | null;
  letterFormat: string | null;
  weightGrams: number | null;
  dispatchDate: string | null;
  quantity: number | null;
  unitPrice: number | null;
};

const emptyDraft = (positionType: PostPositionType): Draft => ({
  positionType,
  name: NAMES[positionType]?.[0] ?? null,
  addressProvider: positionType === 'ADDRESSED_MAILING' ? 'POST' : null,
  inventory: positionType === 'DIGITAL' ? 'PCC' : null,
  device: positionType === 'ONLINE' ? 'DESKTOP' : null,
  adFormat: positionType === 'ONLINE' ? 'DISPLAY' : null,
  letterFormat: positionType === 'ADDRESSED_MAILING' ? 'STANDARD' : null,
  weightGrams: positionType === 'ADDRESSED_MAILING' ? 20 : null,
  dispatchDate: null,
  quantity: 1000,
  unitPrice: positionType === 'DISCOUNT' ? -100 : 1,
});

const draftOf = (position: PostPosition): Draft => ({ ...position });

/** The configure-positions step: the positions, read-only with the reason once charged. */
export function PositionsStep({ campaign }: { campaign: PostCampaign }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const toast = useToast();
  const failed = useFailureToast();
  const confirm = useConfirm();
  const refresh = useRefreshPost();
  const positions = useQuery(
    endpointQuery(
      postCampaignEndpoints.positions,
      { query: { postCampaignId: campaign.id } },
      useActingCompanyId(),
    ),
  );
  const [draft, setDraft] = useState<Draft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useUnsavedGuard(dirty);
  const locked = positions.data?.locked ?? campaign.positionsLocked;
  const items = positions.data?.items ?? [];
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
    setDirty(true);
  };
  const close = () => {
    setDraft(null);
    setDirty(false);
    setErrors({});
  };
  const clientErrors = (value: Draft): Record<string, string> => {
    if (value.positionType !== 'ADDRESSED_MAILING' || !value.letterFormat) return {};
    // Spec 3 §5 (the server checks it too): the weight bounds of each letter format.
    const { min, max } = LETTER_WEIGHT_LIMITS[value.letterFormat as LetterFormat];
    if (value.weightGrams === null) return { weightGrams: t('post.errors.required') };
    return value.weightGrams < min || value.weightGrams > max
      ? {
          weightGrams: t('post.errors.weightLimit', {
            format: t(`post.letterFormats.${value.letterFormat}`),
            min,
            max,
          }),
        }
      : {};
  };
  const submit = async () => {
    if (!draft) return;
    const local = clientErrors(draft);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    const body = {
      positionType: draft.positionType,
      name: draft.name,
      addressProvider: draft.addressProvider,
      inventory: draft.inventory,
      device: draft.device,
      adFormat: draft.adFormat,
      letterFormat: draft.letterFormat,
      weightGrams: draft.weightGrams,
      dispatchDate: draft.dispatchDate,
      quantity: draft.quantity ?? 0,
      unitPrice: draft.unitPrice ?? 0,
    } as PostPositionWrite;
    setBusy(true);
    try {
      if (draft.id !== undefined) {
        await call(postCampaignEndpoints.updatePosition, {
          params: { id: draft.id },
          body: { ...body, version: draft.version ?? 0 },
        });
      } else {
        await call(postCampaignEndpoints.createPosition, {
          params: { id: campaign.id },
          body: body,
        });
      }
      toast({ title: t('post.toast.positionSaved'), tone: 'positive' });
      close();
      await refresh();
    } catch (error) {
      // The server says its field errors in the interface language (issue 33).
      const fieldErrors = serverValidationErrors(error)?.fieldErrors;
      if (fieldErrors) setErrors(fieldErrors);
      else failed(error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (position: PostPosition, number: number) => {
    await confirm({
      title: t('post.actions.deletePosition', { number }),
      text: t(`post.positionTypes.${position.positionType}`),
      confirmLabel: t('post.actions.deletePosition', { number }),
      onConfirm: async () => {
        try {
          await call(postCampaignEndpoints.deletePosition, { params: { id: position.id } });
          toast({ title: t('post.toast.positionDeleted'), tone: 'positive' });
          await refresh();
        } catch (error) {
          failed(error);
        }
      },
    });
  };
  const option = (prefix: string) => (value: string) => ({
    id: value,
    label: prefix ? t(`${prefix}.${value}`) : value,
  });
  /** A choice of the draft: its label `post.form.<field>`, its values named `<texts>.<value>`. */
  const choice = (current: Draft, field: ChoiceField, values: readonly string[], texts: string) => (
    <Select
      label={t(`post.form.${field}`)}
      options={values.map(option(texts))}
      value={current[field]}
      onChange={(value) => {
        const patch: Partial<Pick<Draft, ChoiceField>> = {};
        patch[field] = value;
        change(patch);
      }}
      errorMessage={errors[field]}
    />
  );
  return (
    <Stack space="large">
      <Warnings campaign={campaign} unsaved={dirty} />
      {locked && (
        <Card as="section" aria-label={t('post.positions.heading')}>
          <Text weight="strong" data-lock-reason="">
            {t('post.positions.locked')}
          </Text>
        </Card>
      )}
      <Card as="section">
        <Stack space="medium">
          <Heading level={2}>{t('post.positions.heading')}</Heading>
          {items.length === 0 ? (
            <Text tone="muted">{t('post.positions.empty')}</Text>
          ) : (
            <Box as="ol" display="flex" flexDirection="column" gap="small">
              {items.map((position, index) => (
                <Box
                  as="li"
                  key={position.id}
                  display="flex"
                  flexWrap="wrap"
                  gap="medium"
                  alignItems="center"
                >
                  <Text weight="strong">
                    {index + 1}. {t(`post.positionTypes.${position.positionType}`)}
                    {position.name ? ` – ${t(`post.positionNames.${position.name}`)}` : ''}
                  </Text>
                  {position.letterFormat && (
                    <Text>
                      {t(`post.letterFormats.${position.letterFormat}`)}, {position.weightGrams} g
                    </Text>
                  )}
                  {position.dispatchDate && <Text>{formatDisplayDate(position.dispatchDate)}</Text>}
                  <Text>
                    {formatNumber(position.quantity, language)} ×{' '}
                    {formatAmount(position.unitPrice, language)} ={' '}
                    {formatMoney(position.netAmount, language, campaign.currency)}
                  </Text>
                  <Text tone="muted">
                    {t('post.positions.vatRate')} {formatPercent(position.vatRate, language)}
                  </Text>
                  <Inline space="xsmall">
                    <Button
                      variant="secondary"
                      size="small"
                      isDisabled={locked}
                      onPress={() => {
                        setDraft(draftOf(position));
                        setErrors({});
                      }}
                    >
                      {t('post.actions.editPosition', { number: index + 1 })}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      isDisabled={locked}
                      onPress={() => void remove(position, index + 1)}
                    >
                      {t('post.actions.deletePosition', { number: index + 1 })}
                    </Button>
                  </Inline>
                </Box>
              ))}
            </Box>
          )}
          {!locked && !draft && (
            <Inline space="small">
              <Button onPress={() => setDraft(emptyDraft('ADDRESSED_MAILING'))}>
                {t('post.actions.addPosition')}
              </Button>
            </Inline>
          )}
        </Stack>
      </Card>
      {draft && !locked && (
        <Card as="section" aria-label={t('post.positions.newTitle')}>
          <Stack space="medium">
            <Heading level={3}>{t('post.positions.newTitle')}</Heading>
            <Select
              label={t('post.form.positionType')}
              options={POST_POSITION_TYPES.map(option('post.positionTypes'))}
              value={draft.positionType}
              isDisabled={draft.id !== undefined}
              onChange={(value) => {
                if (value) {
                  setDraft(emptyDraft(value as PostPositionType));
                  setDirty(true);
                  setErrors({});
                }
              }}
            />
            {NAMES[draft.positionType] && (
              <Select
                label={t('post.form.positionName')}
                options={(NAMES[draft.positionType] ?? []).map(option('post.positionNames'))}
                value={draft.name}
                onChange={(value) => change({ name: value as PostPositionName })}
                errorMessage={errors.name}
              />
            )}
            {draft.positionType === 'ADDRESSED_MAILING' && (
              <Inline space="medium">
                {choice(draft, 'letterFormat', LETTER_FORMATS, 'post.letterFormats')}
                <NumberField
                  label={t('post.form.weightGrams')}
                  value={draft.weightGrams}
                  onChange={(value) => change({ weightGrams: value })}
                  errorMessage={errors.weightGrams}
                />
                {choice(draft, 'addressProvider', ADDRESS_PROVIDERS, 'post.addressProviders')}
              </Inline>
            )}
            {draft.positionType === 'DIGITAL' &&
              choice(draft, 'inventory', POST_INVENTORIES, 'post.inventories')}
            {draft.positionType === 'ONLINE' && (
              <Inline space="medium">
                {choice(draft, 'device', POST_DEVICES, 'post.devices')}
                {choice(draft, 'adFormat', POST_AD_FORMATS, 'post.adFormats')}
              </Inline>
            )}
            {DISPATCHED.has(draft.positionType) && (
              <DatePicker
                label={t('post.form.dispatchDate')}
                description={t('post.form.dispatchHint')}
                value={draft.dispatchDate}
                onChange={(value) => change({ dispatchDate: value })}
                errorMessage={errors.dispatchDate}
              />
            )}
            <Inline space="medium">
              <NumberField
                label={t('post.form.quantity')}
                value={draft.quantity}
                onChange={(value) => change({ quantity: value })}
                minValue={1}
                errorMessage={errors.quantity}
              />
              <NumberField
                label={t('post.form.unitPrice')}
                value={draft.unitPrice}
                onChange={(value) => change({ unitPrice: value })}
                formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 4 }}
                errorMessage={errors.unitPrice}
              />
            </Inline>
            <Inline space="small">
              <Button onPress={submit} isBusy={busy}>
                {t('post.actions.save')}
              </Button>
              <Button variant="secondary" onPress={close}>
                {t('post.actions.cancel')}
              </Button>
            </Inline>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
