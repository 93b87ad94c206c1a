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

/**
 * The towns, a line per Swiss canton (`CH-ZH`) or other country (`AT`, `DE`): `postcode town`,
 * with `*weight` where the town counts more than once.
 */
const TOWN_TABLE = `
CH-ZH: 8001 Zürich*12, 8400 Winterthur*3, 8610 Uster, 8953 Dietikon, 8802 Kilchberg, 8152 Glattbrugg, 8152 Glattpark, 8305 Dietlikon, 8820 Wädenswil
CH-BE: 3011 Bern*6, 3000 Bern, 2502 Biel/Bienne*2, 3600 Thun*2, 3048 Worblaufen, 3072 Ostermundigen, 3555 Trubschachen, 3176 Neuenegg, 3400 Burgdorf
CH-BS: 4051 Basel*5, 4053 Basel, 4058 Basel
CH-BL: 4410 Liestal, 4242 Laufen
CH-LU: 6003 Luzern*4, 6005 Luzern, 6144 Zell LU
CH-ZG: 6300 Zug*2, 6340 Baar
CH-SZ: 6438 Ibach, 6430 Schwyz
CH-UR: 6460 Altdorf
CH-OW: 6060 Sarnen
CH-NW: 6370 Stans
CH-GL: 8750 Glarus
CH-SG: 9000 St. Gallen*4, 9001 St. Gallen, 9245 Oberbüren, 8640 Rapperswil-Jona
CH-AR: 9100 Herisau
CH-AI: 9050 Appenzell
CH-TG: 8500 Frauenfeld*2
CH-SH: 8200 Schaffhausen*2
CH-GR: 7000 Chur*2, 7001 Chur, 7500 St. Moritz, 7270 Davos Platz
CH-AG: 5000 Aarau*3, 5400 Baden*2, 4310 Rheinfelden, 4852 Rothrist, 5703 Seon, 5034 Suhr, 8957 Spreitenbach
CH-SO: 4500 Solothurn*2, 4600 Olten*2
CH-FR: 1700 Fribourg*2, 3280 Murten, 1630 Bulle
CH-VD: 1003 Lausanne*5, 1800 Vevey, 1820 Montreux*2, 1400 Yverdon-les-Bains, 1110 Morges
CH-GE: 1201 Genève*6, 1204 Genève, 1218 Le Grand-Saconnex, 1226 Thônex, 1227 Carouge GE
CH-NE: 2000 Neuchâtel*2, 2300 La Chaux-de-Fonds
CH-JU: 2800 Delémont, 2900 Porrentruy
CH-VS: 1950 Sion*2, 1951 Sion, 3900 Brig, 3920 Zermatt, 1920 Martigny
CH-TI: 6900 Lugano*3, 6500 Bellinzona*2, 6600 Locarno, 6850 Mendrisio
AT: 1010 Wien*8, 1070 Wien*2, 8010 Graz*3, 4020 Linz*3, 5020 Salzburg*3, 6020 Innsbruck*2, 9020 Klagenfurt am Wörthersee*2, 3100 St. Pölten, 6900 Bregenz, 6850 Dornbirn, 4600 Wels, 7000 Eisenstadt, 5330 Fuschl am See, 9500 Villach
DE: 10115 Berlin*6, 20095 Hamburg*4, 20457 Hamburg, 80331 München*5, 50667 Köln*3, 60311 Frankfurt am Main*3, 70173 Stuttgart*3, 40213 Düsseldorf*2, 04109 Leipzig*2, 01067 Dresden*2, 90402 Nürnberg*2, 30159 Hannover*2, 28195 Bremen, 79098 Freiburg im Breisgau*2, 78462 Konstanz*2, 76133 Karlsruhe, 77977 Rust, 88131 Lindau (Bodensee), 86150 Augsburg, 69117 Heidelberg
`;

export const TOWNS: readonly Town[] = TOWN_TABLE.trim()
  .split('\n')
  .flatMap((line) => {
    const [region = '', towns = ''] = line.split(': ');
    const [countryCode, canton = null] = region.split('-') as [Town['countryCode'], string?];
    return towns.split(', ').map((town) => {
      const [, postalCode = '', city = '', weight = '1'] =
        /^(\S+) (.+?)(?:\*(\d+))?$/.exec(town) ?? [];
      return { postalCode, city, canton, countryCode, weight: Number(weight) };
    });
  });

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
