/** The languages of the print desk's documents and mails (the campaign's language). */
export type Language = 'de' | 'fr' | 'it' | 'en';

interface ProofTexts {
  title: string;
  page: (page: number, pages: number) => string;
  campaign: string;
  advertiser: string;
  publication: string;
  publicationDate: string;
  issue: string;
  format: string;
  colour: string;
  colourModes: { BLACK_AND_WHITE: string; COLOR: string; NONE: string };
  position: string;
  creativeFile: string;
  approve: string;
  deadline: string;
  mailSubject: (position: string, publication: string) => string;
  mailText: (campaign: string, day: string) => string;
  requestSubject: (campaign: string) => string;
  requestText: (campaign: string, positions: string) => string;
}

const TEXTS: Record<Language, ProofTexts> = {
  de: {
    title: 'Gut zum Druck',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    campaign: 'Kampagne',
    advertiser: 'Werbekunde',
    publication: 'Titel',
    publicationDate: 'Erscheinungsdatum',
    issue: 'Ausgabe',
    format: 'Format',
    colour: 'Farbe',
    colourModes: { BLACK_AND_WHITE: 'Schwarzweiss', COLOR: 'Vierfarbig', NONE: 'Keine Angabe' },
    position: 'Position',
    creativeFile: 'Druckvorlage',
    approve:
      'Bitte prüfen Sie den Abzug und geben Sie ihn bis zum Druckunterlagenschluss frei. Ohne Rückmeldung gilt er als freigegeben.',
    deadline: 'Druckunterlagenschluss',
    mailSubject: (position, publication) => `Gut zum Druck: ${position} (${publication})`,
    mailText: (campaign, day) =>
      `Guten Tag\n\nIm Anhang finden Sie den Abzug Ihres Inserats der Kampagne «${campaign}» für die Ausgabe vom ${day}. Bitte prüfen Sie ihn und geben Sie ihn frei.\n\nFreundliche Grüsse\nIhr Print-Team`,
    requestSubject: (campaign) => `Druckvorlagen für «${campaign}»`,
    requestText: (campaign, positions) =>
      `Guten Tag\n\nFür die Kampagne «${campaign}» benötigen wir die Druckvorlagen (PDF/X, 300 dpi) der folgenden Inserate:\n\n${positions}\n\nBitte senden Sie sie uns bis zum jeweiligen Druckunterlagenschluss.\n\nFreundliche Grüsse\nIhr Print-Team`,
  },
  fr: {
    title: 'Bon à tirer',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    campaign: 'Campagne',
    advertiser: 'Annonceur',
    publication: 'Titre',
    publicationDate: 'Date de parution',
    issue: 'Édition',
    format: 'Format',
    colour: 'Couleur',
    colourModes: { BLACK_AND_WHITE: 'Noir et blanc', COLOR: 'Quadrichromie', NONE: 'Non précisé' },
    position: 'Position',
    creativeFile: "Fichier d'impression",
    approve:
      "Veuillez vérifier l'épreuve et la valider avant le délai de remise du matériel. Sans réponse, elle est considérée comme validée.",
    deadline: 'délai du matériel',
    mailSubject: (position, publication) => `Bon à tirer : ${position} (${publication})`,
    mailText: (campaign, day) =>
      `Bonjour,\n\nVous trouverez ci-joint l'épreuve de votre annonce de la campagne « ${campaign} » pour l'édition du ${day}. Merci de la vérifier et de la valider.\n\nMeilleures salutations\nVotre équipe print`,
    requestSubject: (campaign) => `Fichiers d'impression pour « ${campaign} »`,
    requestText: (campaign, positions) =>
      `Bonjour,\n\nPour la campagne « ${campaign} », nous avons besoin des fichiers d'impression (PDF/X, 300 dpi) des annonces suivantes :\n\n${positions}\n\nMerci de nous les envoyer avant le délai de remise du matériel.\n\nMeilleures salutations\nVotre équipe print`,
  },
  it: {
    title: 'Visto si stampi',
    page: (page, pages) => `Pagina ${page} di ${pages}`,
    campaign: 'Campagna',
    advertiser: 'Inserzionista',
    publication: 'Testata',
    publicationDate: 'Data di pubblicazione',
    issue: 'Edizione',
    format: 'Formato',
    colour: 'Colore',
    colourModes: { BLACK_AND_WHITE: 'Bianco e nero', COLOR: 'Quadricromia', NONE: 'Non indicato' },
    position: 'Posizione',
    creativeFile: 'File di stampa',
    approve:
      'Vi preghiamo di controllare la bozza di stampa e di approvarla entro il termine di consegna del materiale. Senza risposta si considera approvata.',
    deadline: 'termine materiale',
    mailSubject: (position, publication) => `Visto si stampi: ${position} (${publication})`,
    mailText: (campaign, day) =>
      `Buongiorno,\n\nin allegato trovate la bozza di stampa del vostro annuncio della campagna «${campaign}» per l'edizione del ${day}. Vi preghiamo di controllarla e approvarla.\n\nCordiali saluti\nIl vostro team print`,
    requestSubject: (campaign) => `File di stampa per «${campaign}»`,
    requestText: (campaign, positions) =>
      `Buongiorno,\n\nper la campagna «${campaign}» ci servono i file di stampa (PDF/X, 300 dpi) dei seguenti annunci:\n\n${positions}\n\nVi preghiamo di inviarceli entro il termine di consegna del materiale.\n\nCordiali saluti\nIl vostro team print`,
  },
  en: {
    title: 'Print proof',
    page: (page, pages) => `Page ${page} of ${pages}`,
    campaign: 'Campaign',
    advertiser: 'Advertiser',
    publication: 'Publication',
    publicationDate: 'Publication date',
    issue: 'Issue',
    format: 'Format',
    colour: 'Colour',
    colourModes: {
      BLACK_AND_WHITE: 'Black and white',
      COLOR: 'Four-colour',
      NONE: 'Not specified',
    },
    position: 'Position',
    creativeFile: 'Print file',
    approve:
      'Please check the proof and approve it before the material deadline. Without an answer it counts as approved.',
    deadline: 'material deadline',
    mailSubject: (position, publication) => `Print proof: ${position} (${publication})`,
    mailText: (campaign, day) =>
      `Hello,\n\nattached is the proof of your ad of the campaign "${campaign}" for the issue of ${day}. Please check and approve it.\n\nKind regards\nYour print team`,
    requestSubject: (campaign) => `Print files for "${campaign}"`,
    requestText: (campaign, positions) =>
      `Hello,\n\nfor the campaign "${campaign}" we need the print files (PDF/X, 300 dpi) of these ads:\n\n${positions}\n\nPlease send them before each material deadline.\n\nKind regards\nYour print team`,
  },
};

export const proofTexts = (language: Language): ProofTexts => TEXTS[language] ?? TEXTS.de;
