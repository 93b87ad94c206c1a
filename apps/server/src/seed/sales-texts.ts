import type { NonTechnicalActivityType } from '@adconsole/api/contracts';
import { words } from './random.ts';

// The words of the sales seed (sales.ts): people's names and job titles, labels, campaigns and
// products, and what sales staff write after a touchpoint or in a comment, per language.

export const FIRST_NAMES = {
  de: words(
    'Laura Marco Sandra Thomas Nicole Daniel Claudia Stefan Sarah Lukas Corinne Reto Franziska Beat Andrea Jonas',
  ),
  fr: ['Céline', 'Julien', 'Sophie', 'Nicolas', 'Camille', 'Mathieu', 'Aurélie', 'Olivier'],
  it: ['Chiara', 'Luca', 'Giulia', 'Matteo', 'Alessia', 'Davide'],
} as const;
export const LAST_NAMES = {
  de: words(
    'Müller Meier Schmid Keller Weber Huber Schneider Steiner Fischer Gerber Brunner Baumann Frei Zimmermann Moser Widmer',
  ),
  fr: ['Favre', 'Rochat', 'Bonvin', 'Perrin', 'Dubois', 'Morand', 'Chappuis', 'Monnier'],
  it: ['Rossi', 'Bernasconi', 'Pedrazzini', 'Ferrari', 'Bianchi', 'Galli'],
} as const;
export const JOB_TITLES = {
  de: [
    'Leiterin Marketing',
    'Head of Brand Communication',
    'Mediaplaner',
    'CMO',
    'Einkauf Werbung',
    'Geschäftsführer',
    'Kommunikationsverantwortliche',
  ],
  fr: ['Responsable communication', 'Directeur marketing', 'Cheffe de projet média'],
  it: ['Responsabile marketing', 'Direttore comunicazione'],
} as const;

export const LABELS: readonly {
  type: string;
  name: string;
  active?: boolean;
  description?: string;
}[] = [
  { type: 'SALESFUNNEL', name: 'Neukunde', description: 'Erster Auftrag steht noch aus' },
  { type: 'SALESFUNNEL', name: 'Bestandskunde' },
  { type: 'SALESFUNNEL', name: 'Upselling' },
  { type: 'SALESFUNNEL', name: 'Print' },
  { type: 'SALESFUNNEL', name: 'Digital' },
  { type: 'SALESFUNNEL', name: 'DOOH' },
  { type: 'SALESFUNNEL', name: 'Rahmenvertrag' },
  { type: 'SALESFUNNEL', name: 'Budget 2027' },
  {
    type: 'SALESFUNNEL',
    name: 'Hot Lead',
    description: 'Abschluss in den nächsten 30 Tagen erwartet',
  },
  { type: 'SALESFUNNEL', name: 'Kündigungsrisiko' },
  { type: 'SALESFUNNEL', name: 'Messe' },
  { type: 'SALESFUNNEL', name: 'Sommeraktion 2025', active: false },
  { type: 'SALESPROMOTION', name: 'Frühlingsaktion' },
  { type: 'SALESPROMOTION', name: 'Black Friday' },
  { type: 'CONTACTS', name: 'Entscheider' },
  { type: 'CONTACTS', name: 'Newsletter' },
  { type: 'ACCOUNTS', name: 'KMU' },
  { type: 'ACCOUNTS', name: 'Grosskunde' },
  { type: 'ACCOUNTS', name: 'Öffentliche Hand' },
  { type: 'ORDERS', name: 'Dringend' },
  { type: 'ORDERS', name: 'Nachlieferung' },
  { type: 'PRODUCT', name: 'Premium-Platzierung' },
  { type: 'WEBSITES', name: 'Nachrichten' },
  { type: 'WEBSITES', name: 'Sport', active: false },
];

export const CAMPAIGNS = words(
  'Frühlingskampagne Sommerkampagne Herbstaktion Weihnachtskampagne Jubiläumskampagne Markteinführung',
);
/**
 * Products as the catalogue names them (seed/catalogue-data.ts): master data is German (seed
 * README), so a French or Italian note quotes a product by its catalogue name, as it would a
 * title's; a German phrase about one ("im Sportteil") in a French note was a record in two
 * languages (issue 37).
 */
export const PRODUCTS = [
  'Rectangle Tagblatt Online',
  'Wideboard Züri Agenda',
  '1/2 Seite quer',
  'Native Ad Alpenblick Online',
  'Screen-Slot 10 s national',
  'Halfpage Léman Info',
];

export type Language = 'de' | 'fr' | 'it';
export type Template = { title: string; message: string };

/** What sales staff write after a touchpoint, per type and language. */
export const TOUCHPOINTS: Record<
  NonTechnicalActivityType,
  Record<Language, readonly Template[]>
> = {
  PHONE: {
    de: [
      {
        title: 'Budgetgespräch {year}',
        message:
          'Mit {contact} telefoniert: Das Werbebudget für {year} steigt voraussichtlich um 10 %. Offerte für Print und Digital bis Freitag senden.',
      },
      {
        title: 'Rückruf wegen Offerte',
        message:
          '{contact} hat die Offerte für die {campaign} erhalten und wünscht eine Variante mit mehr Reichweite in der Romandie.',
      },
      {
        title: 'Nachfassen {campaign}',
        message:
          'Kurz nachgefragt, ob die Sujets für die {campaign} bereit sind. {contact} liefert sie bis Mitte nächster Woche.',
      },
      {
        title: 'Reklamation Ausspielung',
        message:
          'Die Kampagne lief zwei Tage zu wenig aus. {contact} ist mit einer Kompensation über zusätzliche Impressions einverstanden.',
      },
    ],
    fr: [
      {
        title: 'Appel budget {year}',
        message:
          "Entretien téléphonique avec {contact} : le budget {year} sera confirmé fin du mois. Envoyer l'offre print et digital.",
      },
      {
        title: 'Suivi de l’offre',
        message:
          '{contact} souhaite une variante de la {campaign} avec plus de présence en Suisse romande.',
      },
    ],
    it: [
      {
        title: 'Telefonata budget {year}',
        message:
          'Sentito {contact}: il budget pubblicitario per il {year} sarà deciso a fine mese. Inviare offerta print e digitale.',
      },
    ],
  },
  MEETING: {
    de: [
      {
        title: 'Jahresgespräch',
        message:
          'Jahresgespräch mit {contact}: Rückblick auf die {campaign}, gute Klickraten auf dem {product}. Für {year} Interesse an DOOH.',
      },
      {
        title: 'Präsentation Mediadaten {year}',
        message:
          'Mediadaten {year} vorgestellt. {contact} prüft ein Paket aus {product} und Newsletter-Platzierungen.',
      },
      {
        title: 'Workshop Kampagnenplanung',
        message:
          'Halbtägiger Workshop vor Ort: Zielgruppen, Flighting und Kanäle für die {campaign} festgelegt.',
      },
      {
        title: 'Besuch am Hauptsitz',
        message:
          'Besuch bei {contact}. Neue Ansprechperson im Einkauf, Rahmenvertrag soll bis Quartalsende erneuert werden.',
      },
    ],
    fr: [
      {
        title: 'Rendez-vous annuel',
        message:
          'Bilan annuel avec {contact}. Très satisfaits de la {campaign} ; intérêt pour le {product} en {year}.',
      },
    ],
    it: [
      {
        title: 'Incontro annuale',
        message:
          'Incontro con {contact} a Bellinzona: interesse per una campagna estiva in Ticino nel {year}.',
      },
    ],
  },
  EMAIL: {
    de: [
      {
        title: 'Offerte {campaign} versendet',
        message:
          'Offerte für die {campaign} an {contact} geschickt: {product}, vier Wochen, inkl. Reporting.',
      },
      {
        title: 'Reporting zugestellt',
        message:
          'Schlussreporting der {campaign} an {contact} gesendet. CTR 0,42 %, Sichtbarkeit 78 %.',
      },
      {
        title: 'Mediadaten {year}',
        message:
          'Mediadaten {year} und Preisliste an {contact} gemailt, mit Hinweis auf die Frühbucherrabatte.',
      },
    ],
    fr: [
      {
        title: 'Offre envoyée',
        message: 'Offre pour la {campaign} envoyée à {contact} : {product}, trois semaines.',
      },
    ],
    it: [
      {
        title: 'Offerta inviata',
        message: 'Offerta per la {campaign} inviata a {contact}, con reporting settimanale.',
      },
    ],
  },
  OTHER: {
    de: [
      {
        title: 'Kundenanlass',
        message:
          '{contact} am Kundenanlass im Kongresshaus getroffen. Interesse an einem Sponsoring im Herbst.',
      },
      {
        title: 'Messe Suisse Emex',
        message:
          'Am Stand der Suisse Emex mit {contact} gesprochen: Termin für eine Präsentation im nächsten Monat vereinbart.',
      },
      {
        title: 'LinkedIn-Nachricht',
        message:
          'Gratulation zur neuen Funktion geschickt; {contact} meldet sich nach der Einarbeitung.',
      },
    ],
    fr: [
      {
        title: 'Apéro clients',
        message: 'Rencontré {contact} à l’apéro clients à Lausanne ; à recontacter en septembre.',
      },
    ],
    it: [
      { title: 'Evento clienti', message: 'Incontrato {contact} all’evento clienti di Lugano.' },
    ],
  },
};

export const COMMENTS = {
  de: [
    'Kunde wünscht die Rechnung neu an die Zentrale in {city}.',
    'Sujets kommen verspätet, Start der {campaign} um eine Woche verschieben?',
    'Bitte Frühbucherrabatt von 5 % in der nächsten Offerte berücksichtigen.',
    'Neue Ansprechperson: {contact}. Alte Kontaktperson hat das Unternehmen verlassen.',
    'Budgetfreigabe erst nach der Verwaltungsratssitzung Ende Monat.',
    'Interesse an DOOH im Hauptbahnhof, Verfügbarkeiten abklären.',
    'Rahmenvertrag läuft Ende Jahr aus – rechtzeitig Verlängerung anbieten.',
  ],
  fr: [
    'Le client souhaite recevoir les factures à {city}.',
    'Nouvelle personne de contact : {contact}.',
  ],
  it: ['Il cliente chiede una proposta per l’estate in Ticino.'],
} as const;

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');
