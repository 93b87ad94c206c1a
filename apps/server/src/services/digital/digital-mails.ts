import { isoDay } from '../orders/campaigns.ts';

type Language = 'de' | 'en' | 'fr' | 'it';

const TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: string;
    body: string;
    closing: string;
    dateFormat: (day: string) => string;
  }
> = {
  de: {
    subject: 'Werbemittel für «{campaign}» benötigt',
    greeting: 'Guten Tag',
    body: 'Für die Kampagne «{campaign}» ({advertiser}) benötigen wir die Werbemittel der folgenden Positionen:',
    closing:
      'Bitte senden Sie die Werbemittel bis spätestens drei Arbeitstage vor dem Start. Vielen Dank!\n\nFreundliche Grüsse\nIhr Digital-Operations-Team',
    dateFormat: (day) => day.split('-').reverse().join('.'),
  },
  en: {
    subject: 'Creatives needed for “{campaign}”',
    greeting: 'Hello',
    body: 'For the campaign “{campaign}” ({advertiser}) we need the creatives of the following positions:',
    closing:
      'Please send the creatives at the latest three working days before the start. Thank you!\n\nKind regards\nYour digital operations team',
    dateFormat: (day) => day,
  },
  fr: {
    subject: 'Supports publicitaires requis pour « {campaign} »',
    greeting: 'Bonjour',
    body: 'Pour la campagne « {campaign} » ({advertiser}), nous avons besoin des supports publicitaires des positions suivantes :',
    closing:
      'Merci de nous envoyer les supports au plus tard trois jours ouvrables avant le début.\n\nMeilleures salutations\nVotre équipe Digital Operations',
    dateFormat: (day) => day.split('-').reverse().join('.'),
  },
  it: {
    subject: 'Mezzi pubblicitari necessari per «{campaign}»',
    greeting: 'Buongiorno',
    body: 'Per la campagna «{campaign}» ({advertiser}) abbiamo bisogno dei mezzi pubblicitari delle seguenti posizioni:',
    closing:
      'Vi preghiamo di inviarli al più tardi tre giorni lavorativi prima dell’inizio. Grazie!\n\nCordiali saluti\nIl vostro team Digital Operations',
    dateFormat: (day) => day.split('-').reverse().join('.'),
  },
};

/** The creatives request mail of a campaign's positions in a language (spec 3 §7 emails/text). */
export function creativesRequestMail(
  language: Language,
  campaign: { name: string; advertiserName: string },
  positions: readonly { name: string; startDate: Date | string; endDate: Date | string }[],
): { subject: string; text: string } {
  const texts = TEXTS[language];
  const fill = (template: string) =>
    template
      .replaceAll('{campaign}', campaign.name)
      .replaceAll('{advertiser}', campaign.advertiserName);
  const lines = positions.map(
    (position) =>
      `- ${position.name}: ${texts.dateFormat(isoDay(position.startDate))} – ${texts.dateFormat(isoDay(position.endDate))}`,
  );
  return {
    subject: fill(texts.subject),
    text: `${texts.greeting}\n\n${fill(texts.body)}\n\n${lines.join('\n')}\n\n${texts.closing}\n`,
  };
}
