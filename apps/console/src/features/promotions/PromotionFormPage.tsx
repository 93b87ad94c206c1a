import {
  PROMOTION_DESCRIPTION_MAX,
  PROMOTION_NAME_MAX,
  PROMOTION_STATUSES,
  type Promotion,
  type PromotionWrite,
  promotionEndpoints,
  promotionTypeEndpoints,
} from '@adconsole/api';
import {
  FormDatePicker,
  maxLengthText,
  optionalDate,
  promotionDateRange,
  requiredChoice,
  requiredText,
} from '@adconsole/forms';
import { Loader, PageLayout } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableParams } from '../../routes/useTableParams.ts';

const NO_TYPE = 'none';

const promotionForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(PROMOTION_NAME_MAX)),
  typeId: requiredChoice(z.string()),
  description: maxLengthText(PROMOTION_DESCRIPTION_MAX),
  // Spec 3 §5: DATES_ARE_REQUIRED, START_DATE_IS_REQUIRED, END_DATE_IS_REQUIRED,
  // START_DATE_MUST_BE_BEFORE_END_DATE, each on its date.
  dates: promotionDateRange(),
  deadline: optionalDate(),
  status: requiredChoice(z.enum(PROMOTION_STATUSES)),
});

/** The deadline is a day: the offer holds until its end in Zurich. */
const deadlineOf = (day: string | null) =>
  day ? new Date(`${day}T23:59:59+01:00`).toISOString() : null;
const dayOf = (moment: string | null) =>
  moment
    ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(moment))
    : null;

/** /sales/promotions/new and /sales/promotions/{promotionId}/edit. */
function PromotionForm({ id }: { id?: number }) {
  const { t } = useTranslation();
  const types = useEndpoint(promotionTypeEndpoints.list, {
    query: { includeInactive: false, limit: 100, sort: 'name', order: 'ASC' },
  });
  const heading = usePageHeading();
  // The form starts once the types are known: its select's options are part of its declaration.
  if (!types.data) {
    return (
      <PageLayout title={heading.title} breadcrumbs={heading.crumbs}>
        <Loader />
      </PageLayout>
    );
  }
  const fields: RecordField[] = [
    { kind: 'text', name: 'name', isRequired: true, maxLength: PROMOTION_NAME_MAX },
    {
      kind: 'select',
      name: 'typeId',
      options: [
        { id: NO_TYPE, label: t('promotions.form.noType') },
        ...types.data.items.map((type) => ({ id: String(type.id), label: type.name })),
      ],
    },
    { kind: 'field', name: 'dates.start', component: FormDatePicker, isRequired: true },
    { kind: 'field', name: 'dates.end', component: FormDatePicker, isRequired: true },
    { kind: 'field', name: 'deadline', component: FormDatePicker, hint: true },
    {
      kind: 'select',
      name: 'status',
      isRequired: true,
      options: PROMOTION_STATUSES.map((status) => ({
        id: status,
        label: t(`promotions.status.${status}`),
      })),
    },
    { kind: 'textarea', name: 'description', maxLength: PROMOTION_DESCRIPTION_MAX },
  ];
  return (
    <RecordFormPage
      calls={promotionEndpoints}
      id={id}
      texts="promotions"
      form={{
        schema: promotionForm,
        defaults: (promotion: Promotion | undefined) => ({
          name: promotion?.name ?? '',
          typeId: promotion?.type ? String(promotion.type.id) : NO_TYPE,
          description: promotion?.description ?? '',
          dates: { start: promotion?.startDate ?? null, end: promotion?.endDate ?? null },
          deadline: dayOf(promotion?.deadline ?? null),
          status: promotion?.status ?? 'active',
        }),
        toWrite: (values): PromotionWrite => ({
          name: values.name,
          typeId: values.typeId === NO_TYPE ? null : Number(values.typeId),
          description: values.description || null,
          startDate: values.dates?.start ?? null,
          endDate: values.dates?.end ?? null,
          deadline: deadlineOf(values.deadline),
          status: values.status,
        }),
        fields,
      }}
      savedTo={(promotion: Promotion) => `/sales/promotions/${promotion.id}`}
      cancelTo={id ? `/sales/promotions/${id}` : '/sales/promotions'}
    />
  );
}

export function PromotionCreatePage() {
  return <PromotionForm />;
}

export function PromotionEditPage() {
  const { promotionId } = useTableParams<'crm.promotion'>();
  return <PromotionForm id={promotionId} />;
}
