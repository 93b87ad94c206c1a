import { maxLengthText, optionalText, requiredText } from '@adconsole/forms';
import { z } from 'zod/mini';
import type { RecordField } from './RecordFields.tsx';

// Topics, sources, products and campaign types have a name per language: the form edits the
// German name (the fallback, required) and the English, French and Italian ones.

/** The form fields' schema of the four names. */
export const translatedNamesForm = (max = 100) => ({
  name: z.pipe(requiredText(), maxLengthText(max)),
  nameEn: z.pipe(optionalText(), maxLengthText(max)),
  nameFr: z.pipe(optionalText(), maxLengthText(max)),
  nameIt: z.pipe(optionalText(), maxLengthText(max)),
});

/** The four names' form values of a record (its stored names, not the one shown in the list). */
export const translatedNamesDefaults = (record?: {
  nameDe: string;
  nameEn: string | null;
  nameFr: string | null;
  nameIt: string | null;
}) => ({
  name: record?.nameDe ?? '',
  nameEn: record?.nameEn ?? '',
  nameFr: record?.nameFr ?? '',
  nameIt: record?.nameIt ?? '',
});

/** What a write sends of the four names: a blank translation is none. */
export const translatedNamesWrite = (values: {
  name: string;
  nameEn: string;
  nameFr: string;
  nameIt: string;
}) => ({
  name: values.name,
  nameEn: values.nameEn.trim() || null,
  nameFr: values.nameFr.trim() || null,
  nameIt: values.nameIt.trim() || null,
});

/** The four names' fields (labels `<texts>.form.name`, `.nameEn`, `.nameFr`, `.nameIt`). */
export const translatedNameFields = (max = 100): RecordField[] => [
  { kind: 'text', name: 'name', isRequired: true, maxLength: max },
  { kind: 'text', name: 'nameEn', maxLength: max },
  { kind: 'text', name: 'nameFr', maxLength: max },
  { kind: 'text', name: 'nameIt', maxLength: max },
];
