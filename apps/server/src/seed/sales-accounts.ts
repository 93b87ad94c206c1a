import { SWISS_SALES_ACCOUNTS } from './sales-accounts-swiss.ts';
import type { Language } from './sales-texts.ts';

// The named accounts of the sales seed (sales.ts): the sales company's advertisers in
// Switzerland (sales-accounts-swiss.ts), Germany and Austria, and the agency persona's clients.

export interface DemoAccount {
  name: string;
  city: string;
  street: string;
  postalCode: string;
  countryCode: 'CH' | 'AT' | 'DE';
  industry: string;
  website: string;
  language?: 'de' | 'fr' | 'it';
  active?: boolean;
}

/** The accounts of Adconsole Sales: Swiss advertisers first, then German and Austrian ones. */
export const SALES_ACCOUNTS: readonly DemoAccount[] = [
  ...SWISS_SALES_ACCOUNTS,
  {
    name: 'Europa-Park GmbH & Co Mack KG',
    street: 'Europa-Park-Strasse 2',
    postalCode: '77977',
    city: 'Rust',
    countryCode: 'DE',
    industry: 'Freizeit',
    website: 'europapark.de',
  },
  {
    name: 'dm-drogerie markt GmbH + Co. KG',
    street: 'Carl-Metz-Straße 1',
    postalCode: '76185',
    city: 'Karlsruhe',
    countryCode: 'DE',
    industry: 'Detailhandel',
    website: 'dm.de',
  },
  {
    name: 'Red Bull GmbH',
    street: 'Am Brunnen 1',
    postalCode: '5330',
    city: 'Fuschl am See',
    countryCode: 'AT',
    industry: 'Getränke',
    website: 'redbull.com',
  },
  {
    name: 'A1 Telekom Austria AG',
    street: 'Lassallestrasse 9',
    postalCode: '1020',
    city: 'Wien',
    countryCode: 'AT',
    industry: 'Telekommunikation',
    website: 'a1.net',
  },
];

/** The agency persona's own clients, for MANAGE_ACCOUNTS in Werbeagentur Muster GmbH. */
export const AGENCY_ACCOUNTS: readonly DemoAccount[] = [
  {
    name: 'Autohaus Nord GmbH',
    street: 'Hafenstraße 12',
    postalCode: '20457',
    city: 'Hamburg',
    countryCode: 'DE',
    industry: 'Automobil',
    website: 'autohaus-nord.de',
  },
  {
    name: 'Brauerei Falkenstein KG',
    street: 'Brauhausweg 3',
    postalCode: '80331',
    city: 'München',
    countryCode: 'DE',
    industry: 'Getränke',
    website: 'brauerei-falkenstein.de',
  },
  {
    name: 'Möbelhaus Lindner GmbH',
    street: 'Industriering 8',
    postalCode: '50667',
    city: 'Köln',
    countryCode: 'DE',
    industry: 'Möbel',
    website: 'moebel-lindner.de',
  },
  {
    name: 'Stadtwerke Rheinblick',
    street: 'Uferstraße 40',
    postalCode: '40213',
    city: 'Düsseldorf',
    countryCode: 'DE',
    industry: 'Energie',
    website: 'stadtwerke-rheinblick.de',
  },
];

export const accountLanguage = (account: DemoAccount): Language => account.language ?? 'de';
