import {
  type Activity,
  saidTaskChanges,
  TASK_FIELD_NAMES,
  taskFieldChangesOf,
} from '@adconsole/api';
import { formatChf, formatDateTime, type Language } from '@adconsole/i18n';
import type { TFunction } from 'i18next';

// Every value a timeline shows goes through one formatter per value type: dates as
// DD.MM.YYYY HH:mm, money as CHF 1'234.50, enumerations by their label in the reader's
// language. A system entry is an event key with parameters (its key values), said from
// `activities.events.<event>.title|message`; an old entry stored as a sentence keeps its
// sentence, its ISO timestamps shown as dates.

type ValueType = 'date' | 'money' | 'outcome' | 'status' | 'priority' | 'taskFields';

/** The type of each parameter a system event carries. */
const VALUE_TYPES: Record<string, ValueType> = {
  snoozedUntil: 'date',
  deadline: 'date',
  date: 'date',
  amount: 'money',
  price: 'money',
  total: 'money',
  outcome: 'outcome',
  status: 'status',
  priority: 'priority',
  fields: 'taskFields',
};

/** One value of a timeline entry, formatted by its type. */
export function formatTimelineValue(
  t: TFunction,
  language: Language,
  name: string,
  value: string,
): string {
  switch (VALUE_TYPES[name]) {
    case 'date':
      return formatDateTime(value) || value;
    case 'money': {
      const amount = Number(value);
      return Number.isFinite(amount) ? formatChf(amount, language) : value;
    }
    case 'outcome':
      return t(`tasks.outcome.${value}`);
    case 'status':
      return t(`tasks.status.${value}`);
    case 'priority':
      return t(`tasks.priority.${value}`);
    case 'taskFields':
      return value
        .split(',')
        .map((field) => t(`tasks.facts.${TASK_FIELD_NAMES[field] ?? field}`))
        .join(', ');
    default:
      return value;
  }
}

const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g;

/** A stored sentence with its ISO timestamps as dates (entries written before events). */
export function withReadableDates(text: string): string {
  return text.replace(ISO_TIMESTAMP, (timestamp) => formatDateTime(timestamp) || timestamp);
}

/** The title and message of an entry in the reader's language. */
export function entryTexts(
  t: TFunction,
  language: Language,
  activity: Pick<Activity, 'title' | 'message' | 'keyValues'>,
): { title: string | null; message: string } {
  const { event, ...params } = activity.keyValues ?? {};
  if (event && t(`activities.events.${event}.title`, { defaultValue: '' })) {
    const values = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        formatTimelineValue(t, language, name, value),
      ]),
    );
    // An update's fields with their old and new values (issue 37): "Priorität: Mittel → Hoch".
    const changes = taskFieldChangesOf(params.changes);
    if (changes.length > 0) {
      values.fields = saidTaskChanges(
        changes,
        (field) => t(`tasks.facts.${TASK_FIELD_NAMES[field] ?? field}`),
        (field, value) =>
          value === null ? '–' : field === 'priority' ? t(`tasks.priority.${value}`) : value,
      );
    }
    return {
      title: t(`activities.events.${event}.title`, values),
      message: t(`activities.events.${event}.message`, values),
    };
  }
  return {
    title: activity.title ? withReadableDates(activity.title) : activity.title,
    message: withReadableDates(activity.message),
  };
}
