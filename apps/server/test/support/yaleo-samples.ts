import {
  type Context,
  companyOf,
  domainBody,
  resourceSamples,
  type Sample,
  walkArticle,
  walkRow,
  walkRun,
} from './targeting-samples.ts';

// The access walk's samples of Yaleo (issue 42): every route of ws-yaleo, each on records of
// the caller's company made for the request.

let walkNumber = 0;
const yaleo = '/api/ws-yaleo';
const unique = () => `${++walkNumber} ${Date.now()}`;

async function walkAlgorithm(context: Context) {
  const companyId = await companyOf(context);
  return context.db
    .insertInto('yaleoAlgorithm')
    .values({ companyId, name: `Walk algorithm ${unique()}`, strategy: 'RECENCY' })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

/** A domain and an algorithm of the caller's company, for a placement's or feed's body. */
async function choices(context: Context) {
  const domain = await walkRow(context, 'semantiqDomain');
  const algorithm = await walkAlgorithm(context);
  return { domainId: domain.id, algorithmId: algorithm.id };
}

async function walkChild(
  context: Context,
  table: 'yaleoPlacement' | 'yaleoPlacementV2' | 'yaleoFeed',
) {
  const companyId = await companyOf(context);
  const refs = await choices(context);
  const values =
    table === 'yaleoPlacement'
      ? { selector: '#walk', layout: 'GRID', itemCount: 4 }
      : table === 'yaleoPlacementV2'
        ? { pathPattern: '/', position: 'SIDEBAR', itemCount: 4 }
        : { pageSize: 10, maxPages: 3 };
  return context.db
    .insertInto(table)
    .values({ companyId, name: `Walk ${unique()}`, ...refs, ...values } as never)
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow() as Promise<{ id: number; version: number }>;
}

const algorithmBody = () => ({
  name: `Walk algorithm ${unique()}`,
  strategy: 'MIX',
  recencyWeight: 50,
  popularityWeight: 30,
  contextualWeight: 20,
  maxAgeDays: null,
  sameLanguage: true,
});

/** A resource whose body names the caller's domain and algorithm, made per request. */
function withChoices(
  path: string,
  body: () => Record<string, unknown>,
  table: 'yaleoPlacement' | 'yaleoPlacementV2' | 'yaleoFeed',
): Record<string, Sample> {
  const plain = resourceSamples(path, body, (c) => walkChild(c, table), 'name');
  const sample =
    (key: string): Sample =>
    async (context) => {
      const options = await (plain[key] as Sample)(context);
      if (!options.payload || key.endsWith('/bulk/:action')) return options;
      return {
        ...options,
        payload: { ...(options.payload as object), ...(await choices(context)) },
      };
    };
  return Object.fromEntries(Object.keys(plain).map((key) => [key, sample(key)]));
}

export const yaleoSamples: Record<string, Sample> = {
  ...resourceSamples(
    `${yaleo}/crawler-configs`,
    () => ({ ...domainBody(), pathRules: [{ prefix: '/walk/', mode: 'EXCLUDE' }] }),
    (c) => walkRow(c, 'semantiqDomain'),
    'name',
  ),
  [`${yaleo}/crawler-configs/:id/crawl`]: async (context) => ({
    url: `${yaleo}/crawler-configs/${(await walkRow(context, 'semantiqDomain')).id}/crawl`,
  }),
  [`${yaleo}/crawler-configs/:id/runs`]: async (context) => ({
    url: `${yaleo}/crawler-configs/${(await walkRow(context, 'semantiqDomain')).id}/runs`,
  }),
  [`${yaleo}/crawl-runs/:id/pages`]: async (context) => ({
    url: `${yaleo}/crawl-runs/${(await walkRun(context)).id}/pages`,
  }),
  ...resourceSamples(`${yaleo}/algorithms`, algorithmBody, walkAlgorithm, 'name'),
  ...withChoices(
    `${yaleo}/placements`,
    () => ({
      name: `Walk placement ${unique()}`,
      itemCount: 4,
      selector: '#walk',
      layout: 'GRID',
      heading: 'Walk',
    }),
    'yaleoPlacement',
  ),
  ...withChoices(
    `${yaleo}/placements-v2`,
    () => ({
      name: `Walk placement ${unique()}`,
      itemCount: 4,
      pathPattern: '/walk/',
      position: 'SIDEBAR',
      sponsoredSlots: 1,
      lazyLoad: true,
    }),
    'yaleoPlacementV2',
  ),
  ...withChoices(
    `${yaleo}/bta-feeds`,
    () => ({ name: `Walk feed ${unique()}`, pageSize: 10, maxPages: 3, sponsoredEvery: 5 }),
    'yaleoFeed',
  ),
  [`${yaleo}/recommendations/preview`]: async (context) => ({
    url: `${yaleo}/recommendations/preview`,
    payload: { ...(await choices(context)), limit: 6 },
  }),
  [`${yaleo}/choices`]: () => ({ url: `${yaleo}/choices` }),
  [`${yaleo}/events`]: () => ({ url: `${yaleo}/events?kind=CLICK` }),
  [`${yaleo}/events/summary`]: () => ({ url: `${yaleo}/events/summary` }),
  [`${yaleo}/events/:id`]: async (context) => {
    const companyId = await companyOf(context);
    const article = await walkArticle(context);
    const event = await context.db
      .insertInto('yaleoEvent')
      .values({ companyId, kind: 'CLICK', articleId: article.id, placement: 'Walk', pageUrl: '/' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `${yaleo}/events/${event.id}` };
  },
  [`${yaleo}/settings`]: async (context) => {
    if (context.method !== 'PUT') return { url: `${yaleo}/settings` };
    const companyId = await companyOf(context);
    const row = await context.db
      .selectFrom('yaleoSettings')
      .where('companyId', '=', companyId)
      .select('version')
      .executeTakeFirst();
    return {
      url: `${yaleo}/settings`,
      payload: {
        recommendPending: false,
        maxArticleAgeDays: null,
        excludedPaths: ['/walk/'],
        languages: ['de'],
        openInNewTab: true,
        utmSource: 'walk',
        version: row?.version ?? 0,
      },
    };
  },
};
