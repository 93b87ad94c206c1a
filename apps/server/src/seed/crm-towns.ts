/**
 * Real towns with their postcode and, in Switzerland, canton: the addresses of the CRM demo
 * data. The weight is roughly how many businesses a town adds to the mix.
 */
export interface Town {
  postalCode: string;
  city: string;
  canton: string | null;
  countryCode: 'CH' | 'AT' | 'DE';
  weight: number;
}

const ch = (postalCode: string, city: string, canton: string, weight = 1): Town => ({
  postalCode,
  city,
  canton,
  countryCode: 'CH',
  weight,
});
const at = (postalCode: string, city: string, weight = 1): Town => ({
  postalCode,
  city,
  canton: null,
  countryCode: 'AT',
  weight,
});
const de = (postalCode: string, city: string, weight = 1): Town => ({
  postalCode,
  city,
  canton: null,
  countryCode: 'DE',
  weight,
});

export const TOWNS: readonly Town[] = [
  ch('8001', 'Zürich', 'ZH', 12),
  ch('8400', 'Winterthur', 'ZH', 3),
  ch('8610', 'Uster', 'ZH'),
  ch('8953', 'Dietikon', 'ZH'),
  ch('8802', 'Kilchberg', 'ZH'),
  ch('8152', 'Glattbrugg', 'ZH'),
  ch('8152', 'Glattpark', 'ZH'),
  ch('8305', 'Dietlikon', 'ZH'),
  ch('8820', 'Wädenswil', 'ZH'),
  ch('3011', 'Bern', 'BE', 6),
  ch('3000', 'Bern', 'BE'),
  ch('2502', 'Biel/Bienne', 'BE', 2),
  ch('3600', 'Thun', 'BE', 2),
  ch('3048', 'Worblaufen', 'BE'),
  ch('3072', 'Ostermundigen', 'BE'),
  ch('3555', 'Trubschachen', 'BE'),
  ch('3176', 'Neuenegg', 'BE'),
  ch('3400', 'Burgdorf', 'BE'),
  ch('4051', 'Basel', 'BS', 5),
  ch('4053', 'Basel', 'BS'),
  ch('4058', 'Basel', 'BS'),
  ch('4410', 'Liestal', 'BL'),
  ch('4242', 'Laufen', 'BL'),
  ch('6003', 'Luzern', 'LU', 4),
  ch('6005', 'Luzern', 'LU'),
  ch('6144', 'Zell LU', 'LU'),
  ch('6300', 'Zug', 'ZG', 2),
  ch('6340', 'Baar', 'ZG'),
  ch('6438', 'Ibach', 'SZ'),
  ch('6430', 'Schwyz', 'SZ'),
  ch('6460', 'Altdorf', 'UR'),
  ch('6060', 'Sarnen', 'OW'),
  ch('6370', 'Stans', 'NW'),
  ch('8750', 'Glarus', 'GL'),
  ch('9000', 'St. Gallen', 'SG', 4),
  ch('9001', 'St. Gallen', 'SG'),
  ch('9245', 'Oberbüren', 'SG'),
  ch('8640', 'Rapperswil-Jona', 'SG'),
  ch('9100', 'Herisau', 'AR'),
  ch('9050', 'Appenzell', 'AI'),
  ch('8500', 'Frauenfeld', 'TG', 2),
  ch('8200', 'Schaffhausen', 'SH', 2),
  ch('7000', 'Chur', 'GR', 2),
  ch('7001', 'Chur', 'GR'),
  ch('7500', 'St. Moritz', 'GR'),
  ch('7270', 'Davos Platz', 'GR'),
  ch('5000', 'Aarau', 'AG', 3),
  ch('5400', 'Baden', 'AG', 2),
  ch('4310', 'Rheinfelden', 'AG'),
  ch('4852', 'Rothrist', 'AG'),
  ch('5703', 'Seon', 'AG'),
  ch('5034', 'Suhr', 'AG'),
  ch('8957', 'Spreitenbach', 'AG'),
  ch('4500', 'Solothurn', 'SO', 2),
  ch('4600', 'Olten', 'SO', 2),
  ch('1700', 'Fribourg', 'FR', 2),
  ch('3280', 'Murten', 'FR'),
  ch('1630', 'Bulle', 'FR'),
  ch('1003', 'Lausanne', 'VD', 5),
  ch('1800', 'Vevey', 'VD'),
  ch('1820', 'Montreux', 'VD', 2),
  ch('1400', 'Yverdon-les-Bains', 'VD'),
  ch('1110', 'Morges', 'VD'),
  ch('1201', 'Genève', 'GE', 6),
  ch('1204', 'Genève', 'GE'),
  ch('1218', 'Le Grand-Saconnex', 'GE'),
  ch('1226', 'Thônex', 'GE'),
  ch('1227', 'Carouge GE', 'GE'),
  ch('2000', 'Neuchâtel', 'NE', 2),
  ch('2300', 'La Chaux-de-Fonds', 'NE'),
  ch('2800', 'Delémont', 'JU'),
  ch('2900', 'Porrentruy', 'JU'),
  ch('1950', 'Sion', 'VS', 2),
  ch('1951', 'Sion', 'VS'),
  ch('3900', 'Brig', 'VS'),
  ch('3920', 'Zermatt', 'VS'),
  ch('1920', 'Martigny', 'VS'),
  ch('6900', 'Lugano', 'TI', 3),
  ch('6500', 'Bellinzona', 'TI', 2),
  ch('6600', 'Locarno', 'TI'),
  ch('6850', 'Mendrisio', 'TI'),
  at('1010', 'Wien', 8),
  at('1070', 'Wien', 2),
  at('8010', 'Graz', 3),
  at('4020', 'Linz', 3),
  at('5020', 'Salzburg', 3),
  at('6020', 'Innsbruck', 2),
  at('9020', 'Klagenfurt am Wörthersee', 2),
  at('3100', 'St. Pölten'),
  at('6900', 'Bregenz'),
  at('6850', 'Dornbirn'),
  at('4600', 'Wels'),
  at('7000', 'Eisenstadt'),
  at('5330', 'Fuschl am See'),
  at('9500', 'Villach'),
  de('10115', 'Berlin', 6),
  de('20095', 'Hamburg', 4),
  de('20457', 'Hamburg'),
  de('80331', 'München', 5),
  de('50667', 'Köln', 3),
  de('60311', 'Frankfurt am Main', 3),
  de('70173', 'Stuttgart', 3),
  de('40213', 'Düsseldorf', 2),
  de('04109', 'Leipzig', 2),
  de('01067', 'Dresden', 2),
  de('90402', 'Nürnberg', 2),
  de('30159', 'Hannover', 2),
  de('28195', 'Bremen'),
  de('79098', 'Freiburg im Breisgau', 2),
  de('78462', 'Konstanz', 2),
  de('76133', 'Karlsruhe'),
  de('77977', 'Rust'),
  de('88131', 'Lindau (Bodensee)'),
  de('86150', 'Augsburg'),
  de('69117', 'Heidelberg'),
];

const STREETS = {
  CH: [
    'Bahnhofstrasse',
    'Hauptstrasse',
    'Dorfstrasse',
    'Industriestrasse',
    'Seestrasse',
    'Poststrasse',
    'Kirchgasse',
    'Gewerbestrasse',
    'Bergstrasse',
    'Marktgasse',
  ],
  CH_FR: [
    'Rue du Centre',
    'Avenue de la Gare',
    'Rue du Lac',
    'Chemin des Vignes',
    'Route de Lausanne',
    'Rue de la Poste',
  ],
  CH_IT: ['Via Cantonale', 'Via San Gottardo', 'Via Nassa', 'Piazza Grande', 'Via Stazione'],
  AT: [
    'Hauptstraße',
    'Bahnhofstraße',
    'Kirchengasse',
    'Mariahilfer Straße',
    'Landstraße',
    'Ringstraße',
  ],
  DE: [
    'Hauptstraße',
    'Bahnhofstraße',
    'Schillerstraße',
    'Goethestraße',
    'Industriestraße',
    'Marktplatz',
    'Lindenallee',
  ],
} as const;

/** The street names of a town's language region. */
export function streetsOf(town: Town, language: string): readonly string[] {
  if (town.countryCode !== 'CH') return STREETS[town.countryCode];
  if (language === 'fr') return STREETS.CH_FR;
  if (language === 'it') return STREETS.CH_IT;
  return STREETS.CH;
}

/** The language of a Swiss canton's majority (bilingual cantons: their larger part). */
export const cantonLanguage = (canton: string | null): 'de' | 'fr' | 'it' => {
  if (canton && ['GE', 'VD', 'NE', 'JU', 'FR'].includes(canton)) return 'fr';
  if (canton === 'TI') return 'it';
  if (canton === 'VS') return 'fr';
  return 'de';
};
