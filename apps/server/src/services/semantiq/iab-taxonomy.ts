// The IAB Content Taxonomy 3.0 (IAB Tech Lab, CC BY 3.0; github.com/InteractiveAdvertisingBureau/
// Taxonomies, "Content Taxonomy 3.0.tsv"): the categories a news site's articles fall into, with
// their unique IDs, parents and names as the taxonomy has them, and the German and French words
// the classifier (classify.ts) counts for each. The taxonomy's other ~600 entries (tier 3 and 4,
// genres, sensitive topics) are left out until a customer's sites need them; a category's words
// are ours, not IAB's.

import { bundledText, type Language } from '../../kit/texts.ts';

export const IAB_CONTENT_TAXONOMY_VERSION = '3.0';

export interface TaxonomyEntry {
  id: string;
  parentId: string | null;
  name: string;
  /** Lower-case word stems: a word of the text that starts with one counts. */
  words: { de: readonly string[]; fr: readonly string[] };
}

const entry = (
  id: string,
  parentId: string | null,
  name: string,
  de: string,
  fr: string,
): TaxonomyEntry => ({
  id,
  parentId,
  name,
  words: { de: de.split(' ').filter(Boolean), fr: fr.split(' ').filter(Boolean) },
});

export const IAB_CATEGORIES: readonly TaxonomyEntry[] = [
  entry('1', null, 'Automotive', 'auto fahrzeug', 'voiture véhicule automobile'),
  entry('22', '16', 'Green Vehicles', 'elektroauto ladestation', 'électrique recharge'),
  entry('16', '1', 'Auto Type', '', ''),
  entry(
    '52',
    null,
    'Business and Finance',
    'wirtschaft unternehmen firma umsatz gewinn',
    'économi entreprise société chiffre bénéfice',
  ),
  entry(
    '80',
    '52',
    'Economy',
    'konjunktur inflation nationalbank zins franken',
    'conjoncture inflation banque taux franc',
  ),
  entry(
    '61',
    '53',
    'Startups',
    'startup gründer risikokapital jungunternehm',
    'start-up fondat capital-risque',
  ),
  entry('53', '52', 'Business', '', ''),
  entry('57', '53', 'Logistics', 'logistik lieferkette', 'logistique livraison'),
  entry('391', null, 'Personal Finance', 'spar geld budget', 'épargne argent budget'),
  entry('414', '410', 'Stocks and Bonds', 'aktie börse smi anleihe', 'action bourse obligation'),
  entry('410', '391', 'Personal Investing', 'anlage anleger', 'placement investisseur'),
  entry(
    '416',
    '391',
    'Retirement Planning',
    'vorsorge pensionskasse ahv säule rente',
    'prévoyance retraite avs pilier rente',
  ),
  entry('653', null, 'Travel', 'reise ferien urlaub tourist', 'voyage vacances touris'),
  entry('669', '664', 'Rail Travel', 'zug bahn sbb', 'train cff ferroviaire'),
  entry('679', '664', 'Day Trips', 'ausflug wanderung tagestour', 'excursion randonnée balade'),
  entry('668', '664', 'Hotels and Motels', 'hotel übernachtung', 'hôtel nuitée'),
  entry('664', '653', 'Travel Type', '', ''),
  entry(
    '596',
    null,
    'Technology & Computing',
    'digital software technologie internet',
    'numérique logiciel technologi internet',
  ),
  entry(
    '597',
    '596',
    'Artificial Intelligence',
    'ki künstliche sprachmodell',
    'ia intelligence artificielle',
  ),
  entry('635', '632', 'Smartphones', 'smartphone handy', 'smartphone portable'),
  entry('632', '596', 'Consumer Electronics', '', ''),
  entry(
    '618',
    '599',
    'Information and Network Security',
    'cyber hacker datenschutz',
    'cyber pirate protection',
  ),
  entry('599', '596', 'Computing', '', ''),
  entry('223', null, 'Healthy Living', 'gesundheit gesund wohlbefinden', 'santé bien-être'),
  entry(
    '225',
    '223',
    'Fitness and Exercise',
    'fitness training joggen bewegung',
    'fitness entraînement course sportive mouvement',
  ),
  entry('229', '223', 'Nutrition', 'ernährung vitamin essen', 'alimentation nutrition vitamine'),
  entry(
    '441',
    null,
    'Real Estate',
    'immobilie wohneigentum hypothek',
    'immobili propriété hypothè',
  ),
  entry('442', '441', 'Apartments', 'wohnung miete mieter', 'appartement loyer locataire'),
  entry('447', '441', 'Houses', 'einfamilienhaus eigenheim', 'villa maison'),
  entry(
    '386',
    null,
    'Politics',
    'politik bundesrat parlament nationalrat ständerat',
    'politique conseil parlement national',
  ),
  entry('387', '386', 'Elections', 'wahl kandidat', 'élection candidat'),
  entry(
    '8YPBBL',
    '386',
    'Civic affairs',
    'abstimmung initiative referendum gemeinde',
    'votation initiative référendum commune',
  ),
  entry(
    '483',
    null,
    'Sports',
    'sport spiel saison meisterschaft trainer',
    'sport match saison championnat entraîneur',
  ),
  entry('533', '483', 'Soccer', 'fussball super fc tor', 'football super fc but'),
  entry('515', '483', 'Ice Hockey', 'eishockey hc playoff puck', 'hockey playoff palet'),
  entry('531', '483', 'Skiing', 'ski abfahrt slalom weltcup', 'ski descente slalom coupe'),
  entry('539', '483', 'Tennis', 'tennis grand', 'tennis grand'),
  entry('JLBCU7', null, 'Entertainment', 'unterhaltung', 'divertissement'),
  entry('338', 'JLBCU7', 'Music', 'konzert musik band festival', 'concert musique groupe festival'),
  entry('324', 'JLBCU7', 'Movies', 'film kino', 'film cinéma'),
  entry('150', null, 'Attractions', 'sehenswürdigkeit', 'attraction'),
  entry(
    '155',
    '150',
    'Museums & Galleries',
    'museum ausstellung galerie',
    'musée exposition galerie',
  ),
  entry(
    '210',
    null,
    'Food & Drink',
    'restaurant käse wein rezept küche',
    'restaurant fromage vin recette cuisine',
  ),
  entry(
    '464',
    null,
    'Science',
    'forschung wissenschaft eth studie',
    'recherche science epfl étude',
  ),
  entry('467', '464', 'Environment', 'klima umwelt co2', 'climat environnement co2'),
  entry('390', '464', 'Weather', 'wetter schnee gewitter meteo', 'météo neige orage'),
];

const byId = new Map(IAB_CATEGORIES.map((category) => [category.id, category]));

export const categoryOf = (id: string) => byId.get(id);

/**
 * A category's name in the reader's language (the stranger of session 12 met IAB's English in
 * the German console). Decision: every category the classifier knows is named in de, fr and it
 * (`semantiq.iabCategories.<id>` of the i18n resources; en is IAB's own name), the IAB ID stays
 * the category's identity (the key-values the tag sends, the audiences' seeds). The deeper IAB
 * audience taxonomy (iab-audience-taxonomy.ts, 379 segments) keeps IAB's English: see the README.
 */
export function categoryName(id: string, language: Language): string {
  const key = `semantiq.iabCategories.${id}`;
  const text = bundledText(language, key);
  return text === key ? (byId.get(id)?.name ?? id) : text;
}

/** A category's tier: 1 for a top category, one more per parent. */
export function tierOf(id: string): number {
  let tier = 1;
  let parent = byId.get(id)?.parentId ?? null;
  while (parent) {
    tier += 1;
    parent = byId.get(parent)?.parentId ?? null;
  }
  return tier;
}

/** A category and its parents, top first. */
export function pathOf(id: string): string[] {
  const path: string[] = [];
  let at: string | null = id;
  while (at) {
    path.unshift(at);
    at = byId.get(at)?.parentId ?? null;
  }
  return path;
}
