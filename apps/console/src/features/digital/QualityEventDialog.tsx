import {
  OPTIMIZATION_EVENTS,
  digitalOperationsEndpoints as ops,
  type UncheckedPosition,
} from '@adconsole/api';
import {
  FormDialog,
  FormSelect,
  FormTextArea,
  optionalText,
  requiredChoice,
  useZodForm,
} from '@adconsole/forms';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call } from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';

// The quality assurance's event dialog: a part of its own, loaded when it first opens (issue 36:
// its form and react-aria's dialog stay off the list until then).

const eventForm = z.object({ event: requiredChoice(z.string()), note: optionalText() });

/** Record an optimisation event (spec 3 §3) against a position. */
export function EventDialog({
  position,
  onClose,
}: {
  position: UncheckedPosition;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const controller = useZodForm({
    schema: eventForm,
    defaultValues: { event: null, note: '' },
    onSubmit: async ({ event, note }) => {
      await call(ops.operationsAddOptimizationEvent, {
        params: { id: position.id },
        body: { event: event as (typeof OPTIMIZATION_EVENTS)[number], ...(note ? { note } : {}) },
      });
      onClose(true);
    },
  });
  const field = fieldsOf(controller.control, t, 'digital.qa');
  return (
    <FormDialog
      controller={controller}
      title={t('digital.qa.eventTitle', { name: position.name })}
      submitLabel={t('digital.qa.recordEvent')}
      onClose={() => onClose(false)}
    >
      <FormSelect
        {...field('event')}
        isRequired
        autoFocus
        options={OPTIMIZATION_EVENTS.map((event) => ({
          id: event,
          label: t(`digital.events.${event}`),
        }))}
      />
      <FormTextArea {...field('note')} rows={3} maxLength={1000} />
    </FormDialog>
  );
}

/**
 * /digital-operations/quality-assurance/{checkType} (spec 3 §2.3): the positions whose check of
 * a type waits for confirmation, errors first, each with its checks against the thresholds, a
 * chart of its daily delivery on the built-in ad server and its optimisation events.
 */
