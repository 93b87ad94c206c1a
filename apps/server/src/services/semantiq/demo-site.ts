import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC } from '../../http/access.ts';
import { random } from '../../seed/random.ts';

// The demo publisher site (issue 42: "there is no internet here: the server also serves a demo
// publisher site … that the demo data and the tests crawl"): "Alpenblick Nachrichten", the news
// site of Verlag Alpenblick AG, 140 articles in German and 140 in French in eight sections each,
// made by a seeded generator (the same site on every server). Its sitemaps list 300 pages:
// the 280 articles, 10 newsletter links of articles (`?ref=newsletter`, whose canonical is the
// article: the crawler's de-duplication) and 10 pages of the newsroom's planning under
// `/demo-verlag/intern/`, which robots.txt disallows (the crawler must skip them unfetched).
//
// robots.txt sits at the server's root, where crawlers look for it, and speaks for the whole
// server: the console and its API are no place for crawlers, the demo site is, with a crawl
// delay of 0.1 s (a real site asks more; the benchmark's 300 pages take 30 s at this pace).

export const DEMO_SITE_PATH = '/demo-verlag';
export const DEMO_SITE_CRAWL_DELAY_SECONDS = 0.1;
const ARTICLES_PER_LANGUAGE = 140;
const DUPLICATES = 10;
const INTERNAL_PAGES = 10;
/** The articles' dates run back from this day (fixed: the site is the same on every day). */
const SITE_DAY = Date.UTC(2026, 10, 20, 6, 0, 0);

type Language = 'de' | 'fr';

interface Section {
  slug: string;
  name: string;
  subjects: readonly string[];
  events: readonly string[];
  sentences: readonly string[];
}

const SECTIONS: Record<Language, readonly Section[]> = {
  de: [
    {
      slug: 'sport',
      name: 'Sport',
      subjects: [
        'FC Basel',
        'BSC Young Boys',
        'FC Zürich',
        'HC Davos',
        'ZSC Lions',
        'EV Zug',
        'Marco Odermatt',
        'Lara Gut-Behrami',
        'Belinda Bencic',
      ],
      events: [
        'gewinnt das Spitzenspiel',
        'verliert knapp nach Verlängerung',
        'feiert den Saisonauftakt',
        'überzeugt im Weltcup',
        'holt den dritten Sieg in Serie',
      ],
      sentences: [
        'Im Fussball der Super League zählt in dieser Saison jedes Tor.',
        'Der Trainer lobte nach dem Spiel die Geschlossenheit der Mannschaft.',
        'Im Eishockey beginnen bald die Playoffs, der HC kämpft um den Heimvorteil.',
        'Im Ski-Weltcup zeigte die Abfahrt erneut die Stärke des Schweizer Teams.',
        'Die Meisterschaft bleibt spannend, der Sport begeistert ein volles Stadion.',
        'Beim Tennis-Turnier in Basel war die Stimmung ausgezeichnet.',
      ],
    },
    {
      slug: 'wirtschaft',
      name: 'Wirtschaft',
      subjects: [
        'Die Nationalbank',
        'Ein Zürcher Startup',
        'Die Migros',
        'Ein Berner Maschinenbauer',
        'Die Börse in Zürich',
        'Ein Logistikunternehmen',
      ],
      events: [
        'senkt den Leitzins',
        'meldet Rekordumsatz',
        'sucht neues Risikokapital',
        'baut Stellen in der Ostschweiz auf',
        'schliesst das Quartal mit Gewinn',
      ],
      sentences: [
        'Die Wirtschaft wächst trotz Inflation, der Franken bleibt stark.',
        'Das Unternehmen steigerte seinen Umsatz und den Gewinn deutlich.',
        'Die Konjunktur hängt stark von den Zinsen der Nationalbank ab.',
        'Die Gründer des Startups setzen auf Risikokapital aus dem Inland.',
        'An der Börse legten die Aktien des SMI leicht zu.',
        'Die Firma investiert in ihre Logistik und die Lieferkette.',
      ],
    },
    {
      slug: 'reisen',
      name: 'Reisen',
      subjects: [
        'Das Engadin',
        'Der Glacier Express',
        'Das Tessin',
        'Die Region Jungfrau',
        'Luzern',
        'Das Appenzellerland',
      ],
      events: [
        'lockt mit neuen Wanderwegen',
        'verzeichnet mehr Übernachtungen',
        'ist das Ausflugsziel des Herbstes',
        'setzt auf sanften Tourismus',
      ],
      sentences: [
        'Die Reise mit dem Zug der SBB führt durch eindrückliche Täler.',
        'Für einen Ausflug am Wochenende eignet sich die Wanderung zum See.',
        'Das Hotel im Dorf meldet für die Ferien eine gute Auslastung.',
        'Touristen aus dem Ausland schätzen die Bahn und die Landschaft.',
        'Eine Tagestour lohnt sich auch im Herbst.',
      ],
    },
    {
      slug: 'digital',
      name: 'Digital',
      subjects: [
        'Die ETH Zürich',
        'Ein Genfer Softwarehaus',
        'Die Swisscom',
        'Ein Basler Startup',
        'Der Bund',
      ],
      events: [
        'stellt ein neues Sprachmodell vor',
        'warnt vor Cyber-Angriffen',
        'bringt eine App für den Alltag',
        'setzt auf künstliche Intelligenz',
      ],
      sentences: [
        'Die Software nutzt künstliche Intelligenz, um Texte zu verstehen.',
        'Die KI verändert die Arbeit in vielen Branchen.',
        'Experten warnen vor Hackern und fordern besseren Datenschutz gegen Cyber-Kriminalität.',
        'Das neue Smartphone und das Handy bleiben die wichtigsten Geräte im Internet.',
        'Die Digitalisierung der Technologie schreitet rasch voran.',
      ],
    },
    {
      slug: 'gesundheit',
      name: 'Gesundheit',
      subjects: [
        'Eine Studie aus Bern',
        'Das Universitätsspital',
        'Eine Ernährungsberaterin',
        'Der Lauftreff Winterthur',
      ],
      events: [
        'zeigt den Wert von Bewegung',
        'gibt Tipps für den Winter',
        'empfiehlt mehr Gemüse',
        'startet ein Fitness-Programm',
      ],
      sentences: [
        'Regelmässiges Training und Joggen stärken die Gesundheit.',
        'Eine ausgewogene Ernährung mit Vitaminen hilft durch den Winter.',
        'Bewegung im Alltag fördert das Wohlbefinden.',
        'Fitness muss nicht teuer sein, sagt die Trainerin.',
      ],
    },
    {
      slug: 'immobilien',
      name: 'Immobilien',
      subjects: [
        'Der Zürcher Wohnungsmarkt',
        'Eine Genossenschaft in Luzern',
        'Die Hypothekarzinsen',
        'Ein Neubau in Aarau',
      ],
      events: [
        'bleibt angespannt',
        'baut 200 neue Wohnungen',
        'sinken erneut',
        'wird an Familien vermietet',
      ],
      sentences: [
        'Die Miete für eine Wohnung in der Stadt steigt weiter.',
        'Wer Wohneigentum kauft, achtet auf die Hypothek und die Tragbarkeit.',
        'Mieter suchen lange nach einer passenden Wohnung.',
        'Das Einfamilienhaus bleibt für viele ein Traum, die Immobilie ein Wert.',
      ],
    },
    {
      slug: 'politik',
      name: 'Politik',
      subjects: [
        'Der Bundesrat',
        'Der Nationalrat',
        'Der Kanton Bern',
        'Die Stadt Zürich',
        'Das Parlament',
      ],
      events: [
        'legt die Vorlage zur Abstimmung vor',
        'berät das Budget',
        'lehnt die Initiative ab',
        'bereitet die Wahlen vor',
      ],
      sentences: [
        'Die Politik ringt um einen Kompromiss, der Bundesrat hält an seinem Plan fest.',
        'Im Parlament stimmten Nationalrat und Ständerat knapp zu.',
        'Die Abstimmung über die Initiative findet im Frühling statt.',
        'Die Gemeinde lädt zur Versammlung, ein Referendum ist möglich.',
        'Für die Wahl stellen sich viele neue Kandidaten.',
      ],
    },
    {
      slug: 'kultur',
      name: 'Kultur',
      subjects: [
        'Das Kunstmuseum Basel',
        'Das Openair St. Gallen',
        'Das Zurich Film Festival',
        'Das Luzerner Theater',
      ],
      events: [
        'zeigt eine grosse Ausstellung',
        'gibt das Programm bekannt',
        'feiert ein Jubiläum',
        'lädt zum Konzert',
      ],
      sentences: [
        'Die Ausstellung im Museum zeigt Werke aus drei Jahrhunderten, die Galerie ist voll.',
        'Beim Festival spielt eine Band aus der Region, das Konzert ist ausverkauft.',
        'Der Film läuft ab Donnerstag im Kino.',
        'Musik und Theater ziehen ein junges Publikum an.',
      ],
    },
  ],
  fr: [
    {
      slug: 'sport',
      name: 'Sport',
      subjects: [
        'Le FC Sion',
        'Servette FC',
        'Le Lausanne HC',
        'Genève-Servette HC',
        'Le HC Fribourg-Gottéron',
        'Wendy Holdener',
      ],
      events: [
        'remporte le derby',
        's’incline aux tirs au but',
        'réussit son début de saison',
        'brille en coupe du monde',
      ],
      sentences: [
        'En football, chaque but compte dans cette saison de Super League.',
        'L’entraîneur a salué la solidarité de son équipe après le match.',
        'En hockey, les playoffs approchent et chaque palet compte.',
        'En ski, la descente et le slalom de la coupe du monde ont souri aux Suisses.',
        'Le championnat reste ouvert, le sport remplit la patinoire.',
      ],
    },
    {
      slug: 'economie',
      name: 'Économie',
      subjects: [
        'La Banque nationale',
        'Une start-up lausannoise',
        'Un horloger jurassien',
        'La bourse de Genève',
        'Une entreprise de logistique',
      ],
      events: [
        'baisse son taux directeur',
        'annonce un chiffre d’affaires record',
        'lève du capital-risque',
        'crée des emplois en Valais',
      ],
      sentences: [
        'L’économie résiste à l’inflation et le franc reste fort.',
        'L’entreprise a nettement augmenté son chiffre d’affaires et son bénéfice.',
        'La conjoncture dépend des taux de la Banque nationale.',
        'Les fondateurs de la start-up misent sur le capital-risque.',
        'À la bourse, les actions ont progressé, les obligations aussi.',
      ],
    },
    {
      slug: 'voyage',
      name: 'Voyage',
      subjects: ['Le Lavaux', 'Le Golden Pass', 'Le Val d’Anniviers', 'Montreux', 'Le Jura'],
      events: [
        'attire de nouveaux randonneurs',
        'enregistre plus de nuitées',
        'est l’excursion de l’automne',
        'mise sur un tourisme doux',
      ],
      sentences: [
        'Le voyage en train des CFF traverse des vallées spectaculaires.',
        'Pour une excursion le week-end, la randonnée au bord du lac est idéale.',
        'L’hôtel du village affiche complet pour les vacances.',
        'Les touristes apprécient le train et le paysage.',
      ],
    },
    {
      slug: 'numerique',
      name: 'Numérique',
      subjects: [
        'L’EPFL',
        'Une société genevoise de logiciels',
        'Un laboratoire lausannois',
        'La Confédération',
      ],
      events: [
        'présente un nouveau modèle de langue',
        'met en garde contre les cyberattaques',
        'lance une application',
        'mise sur l’intelligence artificielle',
      ],
      sentences: [
        'Le logiciel utilise l’intelligence artificielle pour comprendre les textes.',
        'L’IA transforme le travail dans de nombreux secteurs.',
        'Les experts mettent en garde contre les pirates et demandent une meilleure protection des données face au cyber-crime.',
        'Le smartphone reste l’appareil le plus utilisé sur internet.',
        'La technologie numérique progresse rapidement.',
      ],
    },
    {
      slug: 'sante',
      name: 'Santé',
      subjects: ['Une étude genevoise', 'Le CHUV', 'Une nutritionniste', 'Un club de course'],
      events: [
        'montre l’intérêt du mouvement',
        'donne des conseils pour l’hiver',
        'recommande plus de légumes',
        'lance un programme de fitness',
      ],
      sentences: [
        'Un entraînement régulier et la course à pied renforcent la santé.',
        'Une alimentation équilibrée riche en vitamines aide à passer l’hiver.',
        'Le mouvement au quotidien favorise le bien-être.',
        'Le fitness n’a pas besoin d’être cher, selon la coach.',
      ],
    },
    {
      slug: 'immobilier',
      name: 'Immobilier',
      subjects: [
        'Le marché genevois du logement',
        'Une coopérative vaudoise',
        'Les taux hypothécaires',
        'Un nouveau quartier à Fribourg',
      ],
      events: [
        'reste tendu',
        'construit 150 appartements',
        'baissent encore',
        'accueille ses premiers locataires',
      ],
      sentences: [
        'Le loyer d’un appartement en ville continue d’augmenter.',
        'Qui achète sa propriété surveille son hypothèque.',
        'Les locataires cherchent longtemps un appartement.',
        'La maison individuelle reste un rêve, l’immobilier une valeur sûre.',
      ],
    },
    {
      slug: 'politique',
      name: 'Politique',
      subjects: [
        'Le Conseil fédéral',
        'Le Conseil national',
        'Le canton de Vaud',
        'La ville de Genève',
      ],
      events: [
        'soumet le projet en votation',
        'débat du budget',
        'rejette l’initiative',
        'prépare les élections',
      ],
      sentences: [
        'La politique cherche un compromis, le Conseil fédéral maintient son plan.',
        'Au Parlement, le Conseil national a approuvé de justesse.',
        'La votation sur l’initiative aura lieu au printemps.',
        'La commune convoque une assemblée, un référendum reste possible.',
        'De nombreux candidats se présentent à l’élection.',
      ],
    },
    {
      slug: 'culture',
      name: 'Culture',
      subjects: [
        'Le Musée de l’Élysée',
        'Le Paléo Festival',
        'Le Montreux Jazz Festival',
        'Le Théâtre de Vidy',
      ],
      events: [
        'présente une grande exposition',
        'dévoile sa programmation',
        'fête son anniversaire',
        'invite à un concert',
      ],
      sentences: [
        'L’exposition du musée présente des œuvres de trois siècles, la galerie est comble.',
        'Au festival, un groupe de la région joue un concert à guichets fermés.',
        'Le film sort jeudi au cinéma.',
        'La musique et le théâtre attirent un jeune public.',
      ],
    },
  ],
};

export interface DemoArticle {
  path: string;
  language: Language;
  section: Section;
  title: string;
  lead: string;
  paragraphs: string[];
  publishedAt: string;
  image: string;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

let cached: DemoArticle[] | undefined;

/** The site's articles, the same on every call and every server. */
export function demoArticles(): DemoArticle[] {
  if (cached) return cached;
  const articles: DemoArticle[] = [];
  for (const language of ['de', 'fr'] as const) {
    const draw = random(language === 'de' ? 4201 : 4202);
    const sections = SECTIONS[language];
    for (let index = 0; index < ARTICLES_PER_LANGUAGE; index += 1) {
      const section = sections[index % sections.length] as Section;
      const title = `${draw.pick(section.subjects)} ${draw.pick(section.events)}`;
      const paragraphs = Array.from({ length: draw.int(3, 5) }, () =>
        Array.from({ length: 3 }, () => draw.pick(section.sentences)).join(' '),
      );
      articles.push({
        path: `${DEMO_SITE_PATH}/${language}/${section.slug}/${slugOf(title)}-${index + 1}`,
        language,
        section,
        title,
        lead: draw.pick(section.sentences),
        paragraphs,
        publishedAt: new Date(SITE_DAY - index * 7 * 3_600_000).toISOString(),
        image: `${DEMO_SITE_PATH}/bilder/${language}-${index + 1}.jpg`,
      });
    }
  }
  cached = articles;
  return articles;
}

/** The pages the sitemaps list (300): articles, newsletter duplicates, the disallowed planning. */
export function demoSitemapPaths(language: Language): string[] {
  const own = demoArticles().filter((article) => article.language === language);
  const half = (count: number) =>
    language === 'de' ? Math.ceil(count / 2) : Math.floor(count / 2);
  return [
    ...own.map((article) => article.path),
    ...own.slice(0, half(DUPLICATES)).map((article) => `${article.path}?ref=newsletter`),
    ...Array.from(
      { length: half(INTERNAL_PAGES) },
      (_, index) => `${DEMO_SITE_PATH}/intern/${language}-planung-${index + 1}`,
    ),
  ];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The demo site's name in each of its languages (its pages' og:site_name). */
export const DEMO_SITE_NAMES = {
  de: 'Alpenblick Nachrichten',
  fr: 'Nouvelles Alpenblick',
} as const;

function articlePage(article: DemoArticle, origin: string): string {
  const site = DEMO_SITE_NAMES[article.language === 'de' ? 'de' : 'fr'];
  return `<!doctype html>
<html lang="${article.language}-CH"><head><meta charset="utf-8">
<title>${escapeHtml(article.title)} | ${site}</title>
<link rel="canonical" href="${origin}${article.path}">
<meta property="og:site_name" content="${site}">
<meta property="og:title" content="${escapeHtml(article.title)}">
<meta property="og:image" content="${origin}${article.image}">
<meta property="article:published_time" content="${article.publishedAt}">
<meta property="article:section" content="${escapeHtml(article.section.name)}">
</head><body>
<header><a href="${DEMO_SITE_PATH}/">${site}</a> · <nav><a href="${DEMO_SITE_PATH}/${article.language}/${article.section.slug}">${escapeHtml(article.section.name)}</a></nav></header>
<main><article><h1>${escapeHtml(article.title)}</h1>
<p class="lead"><strong>${escapeHtml(article.lead)}</strong></p>
${article.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</article></main>
<aside><h2>${article.language === 'de' ? 'Meistgelesen' : 'Les plus lus'}</h2></aside>
<footer>© Verlag Alpenblick AG</footer>
</body></html>`;
}

/** The site's routes: robots.txt at the root, the sitemaps, the home, the articles. */
export function registerDemoSite(app: FastifyInstance): void {
  const options = { config: { access: PUBLIC } };
  app.get('/robots.txt', options, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          '# Adconsole: the console and its API are no place for crawlers;',
          '# the demo publisher site under /demo-verlag/ is (issue 42).',
          'User-agent: *',
          `Allow: ${DEMO_SITE_PATH}/`,
          `Disallow: ${DEMO_SITE_PATH}/intern/`,
          'Disallow: /',
          `Crawl-delay: ${DEMO_SITE_CRAWL_DELAY_SECONDS}`,
          '',
          `Sitemap: ${originOf(request)}${DEMO_SITE_PATH}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
  app.get(`${DEMO_SITE_PATH}/sitemap.xml`, options, async (request, reply) => {
    const origin = originOf(request);
    return reply.type('application/xml; charset=utf-8').send(
      `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>${origin}${DEMO_SITE_PATH}/sitemap-de.xml</loc></sitemap>
<sitemap><loc>${origin}${DEMO_SITE_PATH}/sitemap-fr.xml</loc></sitemap>
</sitemapindex>`,
    );
  });
  for (const language of ['de', 'fr'] as const) {
    app.get(`${DEMO_SITE_PATH}/sitemap-${language}.xml`, options, async (request, reply) => {
      const origin = originOf(request);
      const urls = demoSitemapPaths(language)
        .map((path) => `<url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`)
        .join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>`,
        );
    });
  }
  app.get(`${DEMO_SITE_PATH}/`, options, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(
      `<!doctype html><html lang="de-CH"><head><meta charset="utf-8"><title>Alpenblick Nachrichten</title></head><body><h1>Alpenblick Nachrichten</h1><ul>${demoArticles()
        .slice(0, 40)
        .map((article) => `<li><a href="${article.path}">${escapeHtml(article.title)}</a></li>`)
        .join('')}</ul></body></html>`,
    ),
  );
  app.get(`${DEMO_SITE_PATH}/intern/:page`, options, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="de-CH"><head><meta charset="utf-8"><title>Redaktionsplanung (intern)</title></head><body><h1>Intern</h1></body></html>',
      ),
  );
  const byPath = new Map(demoArticles().map((article) => [article.path, article]));
  app.get(`${DEMO_SITE_PATH}/:language/:section/:slug`, options, async (request, reply) => {
    const article = byPath.get(request.url.split('?')[0] ?? '');
    if (!article) return reply.status(404).type('text/html; charset=utf-8').send('<h1>404</h1>');
    return reply.type('text/html; charset=utf-8').send(articlePage(article, originOf(request)));
  });
}
