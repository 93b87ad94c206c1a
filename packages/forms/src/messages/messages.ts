import type { UiLocale } from '@adconsole/ui';

/**
 * Every text forms shows, in every language (spec 1 §5 global messages, spec 2 §5 and §8
 * attachments and the unsaved-changes question, spec 3 §5 promotion dates). An app's translate
 * function may override any of them by key. `{{name}}` marks a parameter.
 */
export const formMessages = {
  en: {
    // Spec 2 §5 quotes the required message of every form as it is: 'field is required'.
    'forms.required': 'field is required',
    'forms.number': 'Should be a number',
    'forms.min': 'Must be at least {{min}}',
    'forms.minExclusive': 'Must be greater than {{min}}',
    'forms.max': 'Must be at most {{max}}',
    'forms.maxExclusive': 'Must be less than {{max}}',
    'forms.minLength': 'Must be at least {{min}} characters long',
    'forms.maxLength': 'Must be at most {{max}} characters long',
    'forms.minItems': 'Choose at least one item',
    'forms.integer': 'Should be a whole number',
    'forms.decimals': 'Should be a number with at most {{max}} decimals',
    'forms.pattern': 'The format is not valid',
    'forms.date': 'Should be a date as YYYY-MM-DD',
    DATES_ARE_REQUIRED: 'Start and end date are required',
    START_DATE_IS_REQUIRED: 'The start date is required',
    END_DATE_IS_REQUIRED: 'The end date is required',
    START_DATE_MUST_BE_BEFORE_END_DATE: 'The start date must be before the end date',
    'forms.file.upload': 'Upload files',
    'forms.file.remove': 'Remove {{name}}',
    'forms.file.pending': 'To upload',
    'forms.file.saved': 'Attached',
    'forms.file.duplicate': '{{name}}: already has attachment with that name',
    'forms.file.tooLarge': '{{name}} is larger than {{max}}',
    'forms.file.unreadable': '{{name}} could not be read and was left out',
    'forms.lookup.inactive': 'inactive',
    'forms.unsaved.title': 'Unsaved changes',
    'forms.unsaved.text': 'You have unsaved changes. Leave without saving them?',
    'forms.unsaved.yes': 'Yes',
    'forms.unsaved.no': 'No',
    'forms.shell.save': 'Save',
    'forms.shell.cancel': 'Cancel',
    'forms.shell.extendedOptions': 'Extended options',
    'forms.shell.view': 'View',
    'forms.shell.simple': 'Simple',
    'forms.shell.extended': 'Extended',
    'forms.toast.title': 'Please check the form',
  },
  de: {
    'forms.required': 'Dieses Feld ist erforderlich',
    'forms.number': 'Muss eine Zahl sein',
    'forms.min': 'Muss mindestens {{min}} sein',
    'forms.minExclusive': 'Muss grösser als {{min}} sein',
    'forms.max': 'Darf höchstens {{max}} sein',
    'forms.maxExclusive': 'Muss kleiner als {{max}} sein',
    'forms.minLength': 'Muss mindestens {{min}} Zeichen lang sein',
    'forms.maxLength': 'Darf höchstens {{max}} Zeichen lang sein',
    'forms.minItems': 'Mindestens einen Eintrag auswählen',
    'forms.integer': 'Muss eine ganze Zahl sein',
    'forms.decimals': 'Muss eine Zahl mit höchstens {{max}} Nachkommastellen sein',
    'forms.pattern': 'Das Format ist ungültig',
    'forms.date': 'Muss ein Datum im Format JJJJ-MM-TT sein',
    DATES_ARE_REQUIRED: 'Start- und Enddatum sind erforderlich',
    START_DATE_IS_REQUIRED: 'Das Startdatum ist erforderlich',
    END_DATE_IS_REQUIRED: 'Das Enddatum ist erforderlich',
    START_DATE_MUST_BE_BEFORE_END_DATE: 'Das Startdatum muss vor dem Enddatum liegen',
    'forms.file.upload': 'Dateien hochladen',
    'forms.file.remove': '{{name}} entfernen',
    'forms.file.pending': 'Zum Hochladen',
    'forms.file.saved': 'Angehängt',
    'forms.file.duplicate': '{{name}}: Es gibt bereits einen Anhang mit diesem Namen',
    'forms.file.tooLarge': '{{name}} ist grösser als {{max}}',
    'forms.file.unreadable': '{{name}} konnte nicht gelesen werden und wurde weggelassen',
    'forms.lookup.inactive': 'inaktiv',
    'forms.unsaved.title': 'Ungespeicherte Änderungen',
    'forms.unsaved.text': 'Es gibt ungespeicherte Änderungen. Ohne Speichern verlassen?',
    'forms.unsaved.yes': 'Ja',
    'forms.unsaved.no': 'Nein',
    'forms.shell.save': 'Speichern',
    'forms.shell.cancel': 'Abbrechen',
    'forms.shell.extendedOptions': 'Erweiterte Optionen',
    'forms.shell.view': 'Ansicht',
    'forms.shell.simple': 'Einfach',
    'forms.shell.extended': 'Erweitert',
    'forms.toast.title': 'Bitte das Formular prüfen',
  },
  fr: {
    'forms.required': 'Ce champ est obligatoire',
    'forms.number': 'Doit être un nombre',
    'forms.min': 'Doit être au moins {{min}}',
    'forms.minExclusive': 'Doit être supérieur à {{min}}',
    'forms.max': 'Doit être au plus {{max}}',
    'forms.maxExclusive': 'Doit être inférieur à {{max}}',
    'forms.minLength': 'Doit contenir au moins {{min}} caractères',
    'forms.maxLength': 'Doit contenir au plus {{max}} caractères',
    'forms.minItems': 'Choisissez au moins un élément',
    'forms.integer': 'Doit être un nombre entier',
    'forms.decimals': 'Doit être un nombre avec au plus {{max}} décimales',
    'forms.pattern': "Le format n'est pas valide",
    'forms.date': 'Doit être une date au format AAAA-MM-JJ',
    DATES_ARE_REQUIRED: 'Les dates de début et de fin sont obligatoires',
    START_DATE_IS_REQUIRED: 'La date de début est obligatoire',
    END_DATE_IS_REQUIRED: 'La date de fin est obligatoire',
    START_DATE_MUST_BE_BEFORE_END_DATE: 'La date de début doit précéder la date de fin',
    'forms.file.upload': 'Téléverser des fichiers',
    'forms.file.remove': 'Retirer {{name}}',
    'forms.file.pending': 'À téléverser',
    'forms.file.saved': 'Joints',
    'forms.file.duplicate': '{{name}} : une pièce jointe porte déjà ce nom',
    'forms.file.tooLarge': '{{name}} dépasse {{max}}',
    'forms.file.unreadable': "{{name}} n'a pas pu être lu et a été omis",
    'forms.lookup.inactive': 'inactif',
    'forms.unsaved.title': 'Modifications non enregistrées',
    'forms.unsaved.text':
      'Il y a des modifications non enregistrées. Quitter sans les enregistrer ?',
    'forms.unsaved.yes': 'Oui',
    'forms.unsaved.no': 'Non',
    'forms.shell.save': 'Enregistrer',
    'forms.shell.cancel': 'Annuler',
    'forms.shell.extendedOptions': 'Options avancées',
    'forms.shell.view': 'Affichage',
    'forms.shell.simple': 'Simple',
    'forms.shell.extended': 'Avancé',
    'forms.toast.title': 'Veuillez vérifier le formulaire',
  },
  it: {
    'forms.required': 'Questo campo è obbligatorio',
    'forms.number': 'Deve essere un numero',
    'forms.min': 'Deve essere almeno {{min}}',
    'forms.minExclusive': 'Deve essere maggiore di {{min}}',
    'forms.max': 'Deve essere al massimo {{max}}',
    'forms.maxExclusive': 'Deve essere minore di {{max}}',
    'forms.minLength': 'Deve contenere almeno {{min}} caratteri',
    'forms.maxLength': 'Deve contenere al massimo {{max}} caratteri',
    'forms.minItems': 'Scegliere almeno un elemento',
    'forms.integer': 'Deve essere un numero intero',
    'forms.decimals': 'Deve essere un numero con al massimo {{max}} decimali',
    'forms.pattern': 'Il formato non è valido',
    'forms.date': 'Deve essere una data nel formato AAAA-MM-GG',
    DATES_ARE_REQUIRED: 'Le date di inizio e di fine sono obbligatorie',
    START_DATE_IS_REQUIRED: 'La data di inizio è obbligatoria',
    END_DATE_IS_REQUIRED: 'La data di fine è obbligatoria',
    START_DATE_MUST_BE_BEFORE_END_DATE: 'La data di inizio deve precedere la data di fine',
    'forms.file.upload': 'Carica file',
    'forms.file.remove': 'Rimuovi {{name}}',
    'forms.file.pending': 'Da caricare',
    'forms.file.saved': 'Allegati',
    'forms.file.duplicate': '{{name}}: esiste già un allegato con questo nome',
    'forms.file.tooLarge': '{{name}} supera {{max}}',
    'forms.file.unreadable': '{{name}} non è stato possibile leggerlo ed è stato escluso',
    'forms.lookup.inactive': 'inattivo',
    'forms.unsaved.title': 'Modifiche non salvate',
    'forms.unsaved.text': 'Ci sono modifiche non salvate. Uscire senza salvarle?',
    'forms.unsaved.yes': 'Sì',
    'forms.unsaved.no': 'No',
    'forms.shell.save': 'Salva',
    'forms.shell.cancel': 'Annulla',
    'forms.shell.extendedOptions': 'Opzioni avanzate',
    'forms.shell.view': 'Vista',
    'forms.shell.simple': 'Semplice',
    'forms.shell.extended': 'Avanzata',
    'forms.toast.title': 'Si prega di controllare il modulo',
  },
} as const satisfies Record<UiLocale, Record<string, string>>;

export type FormMessageKey = keyof (typeof formMessages)['en'];
export type FormMessageParams = Record<string, string | number>;

export function isFormMessageKey(value: string): value is FormMessageKey {
  return Object.hasOwn(formMessages.en, value);
}

/**
 * A rule's message as one string (zod and react-hook-form carry messages as strings): the key,
 * then its parameters as JSON, e.g. `forms.min{"min":3}`.
 */
export function formMessage(key: FormMessageKey, params?: FormMessageParams): string {
  return params ? `${key}${JSON.stringify(params)}` : key;
}

/** The key and parameters of a message made by formMessage; undefined for any other text. */
export function parseFormMessage(
  message: string,
): { key: FormMessageKey; params: FormMessageParams | undefined } | undefined {
  const brace = message.indexOf('{');
  const key = brace === -1 ? message : message.slice(0, brace);
  if (!isFormMessageKey(key)) return undefined;
  if (brace === -1) return { key, params: undefined };
  try {
    return { key, params: JSON.parse(message.slice(brace)) as FormMessageParams };
  } catch {
    return undefined;
  }
}

export function interpolate(text: string, params: FormMessageParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export type FormTranslate = (key: string, params?: FormMessageParams) => string | undefined;

/**
 * The text a person sees for a message: the app's translation of the key first, else forms'
 * own text in the locale. A message that is no form key (a server's field error) stays as is.
 */
export function formatFormMessage(
  locale: UiLocale,
  message: string,
  translate?: FormTranslate,
): string {
  const parsed = parseFormMessage(message);
  if (!parsed) return translate?.(message) ?? message;
  return (
    translate?.(parsed.key, parsed.params) ??
    interpolate(formMessages[locale][parsed.key], parsed.params)
  );
}
