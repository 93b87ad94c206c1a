import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { TranslatedNames } from '../db/schema.ts';

// The English, French and Italian names of the demo's task topics, lead sources, products and
// campaign types (issue 33; migration 0022). A name is translated phrase by phrase, longest
// first, so the products' composed names ("Spot 30 s Morgen 06–09", "1/2 Seite quer") follow too;
// proper names (titles, websites, "Google Ads") stay as they are.

/** A line per German phrase: `German | English | French | Italian` (`#` heads a group). */
const PHRASE_TABLE = `
# Campaign types
Radio und TV | Radio and TV | Radio et TV | Radio e TV
Streuwurf | Unaddressed mail | Tous-ménages | Invio non indirizzato
Point of Sale | Point of sale | Point de vente | Punto vendita
Self-Booking Digital | Self-booking digital | Numérique en libre-service | Digitale self-service
Crossmedia | Cross-media | Crossmédia | Crossmediale
Digital | Digital | Numérique | Digitale
# Task topics
Neukundengewinnung | New customer acquisition | Acquisition de clients | Acquisizione clienti
Jahresvertrag verlängern | Renew annual contract | Renouveler le contrat annuel | Rinnovare il contratto annuale
Upselling Digital | Digital upselling | Vente additionnelle numérique | Upselling digitale
Printkampagne Frühling | Spring print campaign | Campagne print printemps | Campagna stampa primavera
Radio- und TV-Paket | Radio and TV package | Forfait radio et TV | Pacchetto radio e TV
Plakat & Aussenwerbung | Posters & outdoor | Affiches & extérieur | Manifesti & esterni
Newsletter-Sponsoring | Newsletter sponsoring | Parrainage de newsletter | Sponsorizzazione newsletter
Stelleninserate | Job ads | Offres d'emploi | Annunci di lavoro
Immobilieninserate | Property ads | Annonces immobilières | Annunci immobiliari
Messeauftritt | Trade fair presence | Présence au salon | Presenza in fiera
Rückgewinnung | Win-back | Reconquête | Riconquista
Mediadaten angefragt | Media kit requested | Données média demandées | Dati media richiesti
Direktmarketing | Direct marketing | Marketing direct | Marketing diretto
# Lead sources
Website-Kontaktformular | Website contact form | Formulaire de contact du site | Modulo di contatto del sito
Telefonische Anfrage | Phone enquiry | Demande téléphonique | Richiesta telefonica
Empfehlung Bestandskunde | Customer referral | Recommandation client | Raccomandazione cliente
Messe | Trade fair | Salon | Fiera
LinkedIn-Kampagne | LinkedIn campaign | Campagne LinkedIn | Campagna LinkedIn
Newsletter-Anmeldung | Newsletter sign-up | Inscription à la newsletter | Iscrizione alla newsletter
Kaltakquise | Cold calling | Prospection à froid | Acquisizione a freddo
Partneragentur | Partner agency | Agence partenaire | Agenzia partner
Mediadaten-Download | Media kit download | Téléchargement des données média | Download dati media
Verlagsanfrage | Publisher enquiry | Demande d'éditeur | Richiesta dell'editore
Ausschreibung | Tender | Appel d'offres | Bando di gara
Webinar «Lokale Werbung» | Webinar «Local advertising» | Webinaire «Publicité locale» | Webinar «Pubblicità locale»
Gewerbeverband Bern | Bern trade association | Association des arts et métiers de Berne | Associazione artigiani Berna
Fax-Anfrage | Fax enquiry | Demande par fax | Richiesta via fax
Branchenbuch Print | Printed business directory | Annuaire professionnel imprimé | Elenco aziendale stampato
Direktvertrieb | Direct sales | Vente directe | Vendita diretta
Händlernetz | Dealer network | Réseau de revendeurs | Rete di rivenditori
Pressemitteilung | Press release | Communiqué de presse | Comunicato stampa
# Products
Millimeter-Inserat farbig | Millimetre ad, colour | Annonce au millimètre, couleur | Annuncio al millimetro, a colori
Millimeter-Inserat schwarz-weiss | Millimetre ad, black and white | Annonce au millimètre, noir-blanc | Annuncio al millimetro, bianco e nero
Stellen-Inserat Vorlage | Job ad template | Modèle d'offre d'emploi | Modello annuncio di lavoro
Seite quer | page landscape | page horizontale | pagina orizzontale
Seite | page | page | pagina
Flyer A5 unadressiert | Flyer A5, unaddressed | Flyer A5 non adressé | Volantino A5 non indirizzato
Prospekt bis 50 g unadressiert | Brochure up to 50 g, unaddressed | Prospectus jusqu'à 50 g non adressé | Prospetto fino a 50 g non indirizzato
Warenmuster unadressiert | Product sample, unaddressed | Échantillon non adressé | Campione non indirizzato
Deutschschweiz | German-speaking Switzerland | Suisse alémanique | Svizzera tedesca
national | national | national | nazionale
Morgen | Morning | Matin | Mattina
Vormittag | Late morning | Matinée | Mattinata
Mittag | Midday | Midi | Mezzogiorno
Abend | Evening | Soir | Sera
Nacht | Night | Nuit | Notte
Vorabend | Early evening | Début de soirée | Preserale
Spätabend | Late evening | Fin de soirée | Tarda serata
`;

/** German phrase → [English, French, Italian]. */
const PHRASES: Record<string, readonly [string, string, string]> = Object.fromEntries(
  PHRASE_TABLE.trim()
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => {
      const [german = '', english = '', french = '', italian = ''] = line.split(' | ');
      return [german, [english, french, italian] as const];
    }),
);

/** Every phrase, longest first, in one pass: a translated phrase is not translated again. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrases = new RegExp(
  `(?<![\\p{L}-])(${Object.keys(PHRASES)
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join('|')})(?![\\p{L}-])`,
  'gu',
);

/** A German name with its phrases in one language (0 English, 1 French, 2 Italian). */
const translated = (name: string, language: 0 | 1 | 2): string =>
  name.replace(phrases, (phrase) => PHRASES[phrase]?.[language] ?? phrase);

/** The English, French and Italian names of a German demo name. */
export const translationsOf = (name: string): TranslatedNames => ({
  nameEn: translated(name, 0),
  nameFr: translated(name, 1),
  nameIt: translated(name, 2),
});

/**
 * The demo's industries (migration 0078), whole names only: a phrase of the table above must not
 * turn up translated in a product's name because an industry shares it.
 */
const INDUSTRY_TABLE = `
Automobil | Automotive | Automobile | Automobili
Banken | Banking | Banques | Banche
Bau und Handwerk | Construction and trades | Construction et artisanat | Edilizia e artigianato
Baumarkt | DIY stores | Bricolage | Fai da te
Bildung | Education | Formation | Formazione
Buchhandel | Bookselling | Librairie | Librerie
Detailhandel | Retail | Commerce de détail | Commercio al dettaglio
Dienstleistungen | Services | Services | Servizi
Elektronik | Electronics | Électronique | Elettronica
Energie | Energy | Énergie | Energia
Freizeit | Leisure | Loisirs | Tempo libero
Gastronomie | Food service | Restauration | Ristorazione
Gesundheit | Health | Santé | Salute
Getränke | Beverages | Boissons | Bevande
Immobilien | Real estate | Immobilier | Immobiliare
Informatik | IT | Informatique | Informatica
Konsumgüter | Consumer goods | Biens de consommation | Beni di consumo
Medien | Media | Médias | Media
Messen | Trade fairs | Salons | Fiere
Möbel | Furniture | Ameublement | Arredamento
Nahrungsmittel | Food | Alimentation | Alimentari
Onlinehandel | E-commerce | Commerce en ligne | Commercio online
Öffentliche Verwaltung | Public administration | Administration publique | Pubblica amministrazione
Reisen | Travel | Voyages | Viaggi
Sportartikel | Sporting goods | Articles de sport | Articoli sportivi
Telekommunikation | Telecommunications | Télécommunications | Telecomunicazioni
Tourismus | Tourism | Tourisme | Turismo
Verkehr | Transport | Transports | Trasporti
Versicherungen | Insurance | Assurances | Assicurazioni
Werbung | Advertising | Publicité | Pubblicità
`;

/** German industry → [English, French, Italian]. */
export const INDUSTRY_NAMES: Record<string, readonly [string, string, string]> = Object.fromEntries(
  INDUSTRY_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [german = '', english = '', french = '', italian = ''] = line.split(' | ');
      return [german, [english, french, italian] as const];
    }),
);

/** The tables whose names the demo translates (migration 0022). */
const TRANSLATED_TABLES = ['task_topic', 'lead_source', 'product', 'campaign_type'] as const;

/**
 * Writes the English, French and Italian names of every demo topic, source, product, campaign
 * type and industry: one update a table, after the rows are seeded in German.
 */
export async function translateDemoNames(db: Db): Promise<void> {
  for (const table of TRANSLATED_TABLES) {
    const { rows } = await sql<{ name: string }>`
      select distinct name from ${sql.table(table)}`.execute(db);
    if (rows.length === 0) continue;
    const values = rows.map(({ name }) => {
      const { nameEn, nameFr, nameIt } = translationsOf(name);
      return sql`(${name}, ${nameEn}, ${nameFr}, ${nameIt})`;
    });
    await sql`update ${sql.table(table)} t
      set name_en = v.name_en, name_fr = v.name_fr, name_it = v.name_it
      from (values ${sql.join(values)}) as v (name, name_en, name_fr, name_it)
      where t.name = v.name`.execute(db);
  }
  const industries = Object.entries(INDUSTRY_NAMES).map(
    ([name, [nameEn, nameFr, nameIt]]) => sql`(${name}, ${nameEn}, ${nameFr}, ${nameIt})`,
  );
  await sql`update industry t
    set name_en = v.name_en, name_fr = v.name_fr, name_it = v.name_it
    from (values ${sql.join(industries)}) as v (name, name_en, name_fr, name_it)
    where t.name = v.name`.execute(db);
}
