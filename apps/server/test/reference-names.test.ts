import type {
  Campaign,
  CrmAccount,
  Industry,
  SettingsCampaignType,
  Source,
  Task,
  Topic,
} from '@adconsole/api/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLanes } from './support/databases.ts';
import { rowOf, rowsOf } from './support/rows.ts';
import { signInEach } from './support/sales.ts';
import { startTestServer, type TestServer } from './support/server.ts';

// Issue 33 (point 11): "task topics, lead sources and product names exist only in German". Topics,
// sources, products and campaign types have a name per language (migration 0022); the lists and
// records answer the name in the caller's language (their language setting) through the kit's
// `references`, German where a language has none, and the settings forms write all four.

describe.each(databaseLanes())('names of references in four languages on $name', (lane) => {
  let server: TestServer;
  let admin: string;
  let sales: string;

  beforeAll(async () => {
    server = await startTestServer(lane);
    [admin, sales] = await signInEach(server, ['admin@example.com', 'sales@example.com'] as const);
  });
  afterAll(() => server?.close());

  const speaks = (email: string, language: string) =>
    server.database.db
      .updateTable('appUser')
      .set({ language })
      .where('email', '=', email)
      .execute();
  const get = async <T>(url: string, token: string): Promise<T> => {
    const response = await server.send('GET', url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const campaignTypes = (token: string) =>
    get<{ items: SettingsCampaignType[] }>(
      '/api/ws-settings/campaign-types?nameFilter=Radio&limit=10',
      token,
    );

  it('a French user reads "Radio et TV", a German one "Radio und TV", with the four stored names', async () => {
    await speaks('admin@example.com', 'fr');
    const [french] = (await campaignTypes(admin)).items;
    expect(french).toMatchObject({
      name: 'Radio et TV',
      nameDe: 'Radio und TV',
      nameEn: 'Radio and TV',
      nameFr: 'Radio et TV',
      nameIt: 'Radio e TV',
    });
    // The campaigns list names each campaign's type in the caller's language too.
    const campaigns = await get<{ items: Campaign[] }>('/api/ws-order/campaigns?limit=50', admin);
    const stored = await rowsOf(server.database.db, 'campaignType', ['id', 'name', 'nameFr']);
    expect(campaigns.items.length).toBeGreaterThan(0);
    for (const campaign of campaigns.items) {
      const type = stored.find((row) => row.id === campaign.type.id);
      expect(campaign.type.name).toBe(type?.nameFr ?? type?.name);
    }
    await speaks('admin@example.com', 'de');
    expect((await campaignTypes(admin)).items[0]?.name).toBe('Radio und TV');
  });

  it('an Italian user reads topics, sources and a task’s topic in Italian; an untranslated name falls back to German', async () => {
    await speaks('sales@example.com', 'it');
    const topics = await get<{ items: Topic[] }>(
      '/api/ws-funnel/task-topics?nameFilter=Neukunden',
      sales,
    );
    expect(topics.items.map((topic) => [topic.name, topic.nameDe])).toEqual([
      ['Acquisizione clienti', 'Neukundengewinnung'],
    ]);
    const sources = await get<{ items: Source[] }>(
      '/api/ws-funnel/sources?nameFilter=Telefon',
      sales,
    );
    expect(sources.items[0]?.name).toBe('Richiesta telefonica');
    const tasks = await get<{ items: Task[] }>('/api/ws-funnel/tasks?limit=100', sales);
    const withTopic = tasks.items.find((task) => task.taskTopic !== null);
    const topic = await rowOf(server.database.db, 'taskTopic', ['nameIt'], {
      id: withTopic?.taskTopic?.id ?? 0,
    });
    expect(withTopic?.taskTopic?.name).toBe(topic.nameIt);

    // A topic written with its German name only reads German in Italian.
    const created = await server.send('POST', '/api/ws-funnel/task-topics', sales, {
      name: 'Wintersport-Beilage',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Wintersport-Beilage', nameIt: null });
    await speaks('sales@example.com', 'de');
  });

  it('writes the four names of a campaign type, and an update that leaves a translation out keeps it', async () => {
    const [type] = (await campaignTypes(admin)).items;
    if (!type) throw new Error('no campaign type Radio und TV');
    const write = {
      code: type.code,
      name: 'Radio und Fernsehen',
      nameEn: 'Radio and television',
      nameFr: 'Radio et télévision',
      nameIt: '  ',
      mediaTypes: type.mediaTypes,
      selfBookable: type.selfBookable,
      pdfTemplate: type.pdfTemplate,
      active: type.active,
      version: type.version,
    };
    const updated = await server.send(
      'PUT',
      `/api/ws-settings/campaign-types/${type.id}`,
      admin,
      write,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const item = updated.json() as SettingsCampaignType;
    expect(item).toMatchObject({
      nameDe: 'Radio und Fernsehen',
      nameEn: 'Radio and television',
      nameFr: 'Radio et télévision',
      nameIt: null,
    });
    const { nameEn: _, nameFr: __, nameIt: ___, ...germanOnly } = write;
    const again = await server.send('PUT', `/api/ws-settings/campaign-types/${type.id}`, admin, {
      ...germanOnly,
      version: item.version,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      nameEn: 'Radio and television',
      nameFr: 'Radio et télévision',
    });
  });

  // Session 16: the French stranger read "Nahrungsmittel" and "Detailhandel" on French screens.
  // Industries are a code list of the product: named in the reader's language (Accept-Language,
  // the interface's), German where none is stored; the account's own name and its labels stay as
  // the company typed them.
  it('answers industries in the reader’s language: accounts, the form’s lookups and the settings list', async () => {
    const read = async <T>(url: string, token: string, language: string): Promise<T> => {
      const response = await server.request({
        method: 'GET',
        url,
        token,
        headers: { 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    };
    const stored = await rowsOf(server.database.db, 'industry', ['id', 'name', 'nameFr', 'nameIt']);
    const accountsUrl = '/api/ws-crm/records/accounts?limit=100&page=0';
    const french = await read<{ items: CrmAccount[] }>(accountsUrl, sales, 'fr');
    const withIndustry = french.items.filter((account) => account.industry !== null);
    expect(withIndustry.length).toBeGreaterThan(0);
    for (const account of withIndustry) {
      const industry = stored.find((row) => row.id === account.industry?.id);
      expect(industry?.nameFr, industry?.name).toBeTruthy();
      expect(account.industry?.name).toBe(industry?.nameFr);
    }
    const german = await read<{ items: CrmAccount[] }>(accountsUrl, sales, 'de');
    expect(german.items.find((account) => account.industry)?.industry?.name).toBe(
      stored.find((row) => row.id === withIndustry[0]?.industry?.id)?.name,
    );
    // The account's own name is the same in both.
    expect(german.items.map((account) => account.name)).toEqual(
      french.items.map((account) => account.name),
    );

    const lookups = await read<{ industries: { id: number; name: string }[] }>(
      '/api/ws-crm/lookups',
      sales,
      'it',
    );
    expect(lookups.industries.length).toBeGreaterThan(0);
    for (const industry of lookups.industries) {
      const row = stored.find((each) => each.id === industry.id);
      expect(industry.name).toBe(row?.nameIt ?? row?.name);
    }
    expect(lookups.industries.map((industry) => industry.name)).toContain('Alimentari');

    const settings = await read<{ items: Industry[] }>(
      '/api/ws-settings/industries?nameFilter=Nahrungs&limit=10',
      admin,
      'fr',
    );
    expect(settings.items[0]).toMatchObject({
      name: 'Alimentation',
      nameDe: 'Nahrungsmittel',
      nameEn: 'Food',
      nameFr: 'Alimentation',
      nameIt: 'Alimentari',
    });
  });
});
