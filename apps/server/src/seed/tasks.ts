import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SalesTaskTable } from '../db/schema-tasks.ts';
import { bulkLoad } from './bulk.ts';
import { DAY, random } from './random.ts';
import { type DemoScale, demoScale, scaled } from './scale.ts';

/**
 * The sales funnel's demo queue: task topics, promotions and several
 * thousand tasks (full scale) across every status, assignee, source, topic and promotion, each
 * with the system entries of its story and, for most worked tasks, activities logged by hand.
 * Reproducible: a seeded generator and dates relative to `now`.
 */

const TOPICS = [
  'Neukundengewinnung',
  'Jahresvertrag verlängern',
  'Upselling Digital',
  'Printkampagne Frühling',
  'Radio- und TV-Paket',
  'Plakat & Aussenwerbung',
  'Newsletter-Sponsoring',
  'Stelleninserate',
  'Immobilieninserate',
  'Messeauftritt',
  'Rückgewinnung',
  'Mediadaten angefragt',
];
const INACTIVE_TOPICS = new Set(['Messeauftritt']);

const PROMOTIONS: { name: string; deadlineDays: number | null; status: string }[] = [
  { name: 'Frühlingsaktion Gewerbe 2026', deadlineDays: 45, status: 'active' },
  { name: 'Sommer-Special Tourismus', deadlineDays: 120, status: 'active' },
  { name: 'Neukunden-Rabatt Digital', deadlineDays: 20, status: 'active' },
  { name: 'Jubiläum 50 Jahre Regionalzeitung', deadlineDays: 200, status: 'active' },
  { name: 'Weihnachtsgeschäft 2025', deadlineDays: -30, status: 'active' },
  { name: 'Herbstmesse Basel', deadlineDays: 60, status: 'inactive' },
  { name: 'Ski-Saison Graubünden', deadlineDays: 10, status: 'canceled' },
];

const DESCRIPTIONS = [
  'Kunde hat über das Kontaktformular Mediadaten angefragt.',
  'Rückruf gewünscht, Interesse an Online-Bannern in der Region.',
  'Budget für das zweite Halbjahr klären.',
  'Angebot für Printinserat und Digital-Kombi erstellen.',
  'Vertrag läuft Ende Quartal aus, Verlängerung besprechen.',
  'Filialeröffnung geplant, Werbepaket vorschlagen.',
  'Neue Marketingleitung, Termin zur Vorstellung vereinbaren.',
  'Hat auf der Messe Unterlagen mitgenommen.',
  'Empfehlung eines Bestandskunden, noch kein Kontakt.',
  null,
];

const TOUCHPOINTS = [
  ['PHONE', 'Telefonat mit der Geschäftsleitung, Angebot gewünscht.'],
  ['EMAIL', 'Mediadaten und Preisliste per E-Mail geschickt.'],
  ['MEETING', 'Termin vor Ort, Kampagnenideen vorgestellt.'],
  ['OTHER', 'Notiz: Entscheid fällt nach den Sommerferien.'],
  ['PHONE', 'Nicht erreicht, Nachricht hinterlassen.'],
  ['EMAIL', 'Offerte nachgefasst.'],
] as const;

const chunks = <T>(list: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, (index + 1) * size),
  );

export async function seedTaskDemoData(
  db: Db,
  now: Date,
  scale: DemoScale = demoScale(),
): Promise<void> {
  const rng = random(20_261_123);
  const companies = await db.selectFrom('company').select(['id', 'name']).execute();
  const salesCompany = companies.find((company) => company.name === 'Adconsole Sales')?.id;
  const adminCompany = companies.find((company) => company.name === 'Adconsole AG')?.id;
  if (!salesCompany || !adminCompany) return;

  // The sales team (seed/crm.ts) works the queue; one of them has left.
  const staff = await db
    .selectFrom('appUser')
    .select(['id', 'email', 'activatedAt', 'permissions', 'firstName', 'lastName'])
    .where('companyId', '=', salesCompany)
    .execute();
  const active = staff.filter((user) => user.activatedAt !== null);
  const salesPersona = staff.find((user) => user.email === 'sales@example.com');
  const assignees = active.filter((user) => user.permissions.includes('SALESFUNNEL'));
  if (!salesPersona || assignees.length === 0) return;

  const topics = await db
    .insertInto('taskTopic')
    .values([
      ...TOPICS.map((name, index) => ({
        companyId: salesCompany,
        name,
        active: !INACTIVE_TOPICS.has(name),
        createdAt: new Date(now.getTime() - (500 - index * 19) * DAY),
        updatedAt: new Date(now.getTime() - (400 - index * 17) * DAY),
      })),
      { companyId: adminCompany, name: 'Direktmarketing' },
    ])
    .returning(['id', 'companyId'])
    .execute();
  const promotions = await db
    .insertInto('salesPromotion')
    .values(
      PROMOTIONS.map((promotion, index) => ({
        companyId: salesCompany,
        name: promotion.name,
        deadline:
          promotion.deadlineDays === null
            ? null
            : new Date(now.getTime() + promotion.deadlineDays * DAY),
        status: promotion.status as 'active',
        createdAt: new Date(now.getTime() - (90 + index * 11) * DAY),
      })),
    )
    .returning('id')
    .execute();

  const [accounts, sources, labels] = await Promise.all([
    db.selectFrom('account').select('id').where('companyId', '=', salesCompany).execute(),
    db.selectFrom('leadSource').select('id').where('companyId', '=', salesCompany).execute(),
    db
      .selectFrom('label')
      .select('id')
      .where('companyId', '=', salesCompany)
      .where('type', '=', 'SALESFUNNEL')
      .execute(),
  ]);
  if (accounts.length === 0) return;
  const salesTopics = topics.filter((topic) => topic.companyId === salesCompany);

  // The demo activities and comments of the sales seed name tasks 1001 and up by number: the
  // first tasks are theirs, on their accounts.
  const named = await sql<{ taskId: number; accountId: number }>`
    select task_id, min(account_id) as account_id from (
      select task_id, account_id from activity where task_id is not null and account_id is not null
      union all select task_id, account_id from comment where task_id is not null
    ) linked group by task_id order by task_id`.execute(db);
  const namedAccounts = new Map(named.rows.map((row) => [row.taskId, row.accountId]));
  // A lead that was won points at a campaign of its account, when the account has one.
  const campaigns = await db
    .selectFrom('campaign')
    .select(['id', 'advertiserAccountId'])
    .where('companyId', '=', salesCompany)
    .orderBy('id')
    .execute();
  const campaignsOf = new Map<number, number[]>();
  for (const campaign of campaigns) {
    const list = campaignsOf.get(campaign.advertiserAccountId) ?? [];
    list.push(campaign.id);
    campaignsOf.set(campaign.advertiserAccountId, list);
  }

  const total = scaled(4000, scale, 60);
  const statuses = [
    ['NEW', 0.22],
    ['IN_PROGRESS', 0.3],
    ['SNOOZED', 0.1],
    ['DONE', 0.23],
    ['ARCHIVED', 0.15],
  ] as const;
  const pickStatus = () => {
    let roll = rng.next();
    for (const [status, share] of statuses) {
      roll -= share;
      if (roll < 0) return status;
    }
    return 'NEW';
  };
  type Row = Insertable<SalesTaskTable> & { status: string; createdAt: Date; updatedAt: Date };
  const rows: Row[] = [];
  for (let index = 0; index < total; index++) {
    const taskNumber = 1001 + index;
    // The persona's own queue first: a fair share of what is in progress is theirs.
    const status = index < 4 ? 'IN_PROGRESS' : pickStatus();
    const createdAt = new Date(now.getTime() - rng.int(1, 540) * DAY - rng.int(0, 86_399) * 1000);
    const assigned = status === 'IN_PROGRESS' || status === 'SNOOZED' || status === 'DONE';
    const assignee = assigned
      ? rng.next() < 0.35 || index < 4
        ? salesPersona.id
        : rng.pick(assignees).id
      : null;
    const assignedTime = assigned
      ? new Date(Math.min(now.getTime() - DAY / 2, createdAt.getTime() + rng.int(1, 20) * DAY))
      : null;
    const updatedAt = new Date(
      Math.min(
        now.getTime() - rng.int(0, 3600) * 1000,
        (assignedTime ?? createdAt).getTime() + rng.int(0, 60) * DAY,
      ),
    );
    const accountId = namedAccounts.get(taskNumber) ?? rng.pick(accounts).id;
    rows.push({
      companyId: salesCompany,
      status,
      priority: rng.pick(['LOW', 'MEDIUM', 'MEDIUM', 'HIGH']),
      outcome:
        status === 'ARCHIVED'
          ? rng.pick(['DUPLICATE', 'NO_POTENTIAL', 'AGED'])
          : status === 'DONE'
            ? rng.pick(['OFFER_ACCEPTED', 'OFFER_ACCEPTED', 'OFFER_NOT_ACCEPTED'])
            : null,
      description: rng.pick(DESCRIPTIONS),
      accountId,
      leadSourceId: sources.length > 0 && rng.next() < 0.85 ? rng.pick(sources).id : null,
      taskTopicId: salesTopics.length > 0 && rng.next() < 0.9 ? rng.pick(salesTopics).id : null,
      campaignId:
        status === 'DONE' && rng.next() < 0.6 && campaignsOf.has(accountId)
          ? rng.pick(campaignsOf.get(accountId) ?? [])
          : null,
      salesPromotionId: rng.next() < 0.3 ? rng.pick(promotions).id : null,
      assigneeUserId: assignee,
      assignAuthorUserId: assigned
        ? rng.pick([salesPersona.id, ...assignees.map((u) => u.id)])
        : null,
      assignedTime,
      snoozedUntil:
        status === 'SNOOZED'
          ? new Date(Math.floor(now.getTime() / DAY) * DAY + rng.int(-2, 30) * DAY + 9 * 3_600_000)
          : null,
      // Sales staff create the leads (the other workflow users log no touchpoints).
      creatorUserId: rng.pick(assignees).id,
      createdAt,
      updatedAt,
    });
  }
  // The admin company has a few of its own, which the sales company never sees.
  const adminUser = await db
    .selectFrom('appUser')
    .select('id')
    .where('companyId', '=', adminCompany)
    .executeTakeFirst();
  const adminAccount = await db
    .selectFrom('account')
    .select('id')
    .where('companyId', '=', adminCompany)
    .executeTakeFirst();

  const inserted: {
    id: number;
    accountId: number;
    status: string;
    assigneeUserId: number | null;
    createdAt: Date;
    assignedTime: Date | null;
    creatorUserId: number;
    assignAuthorUserId: number | null;
  }[] = [];
  for (const chunk of chunks(rows, 500)) {
    inserted.push(
      ...(await db
        .insertInto('salesTask')
        .values(chunk)
        .returning([
          'id',
          'accountId',
          'status',
          'assigneeUserId',
          'createdAt',
          'assignedTime',
          'creatorUserId',
          'assignAuthorUserId',
        ])
        .execute()),
    );
  }
  if (adminUser && adminAccount) {
    await db
      .insertInto('salesTask')
      .values(
        [0, 1, 2].map((n) => ({
          companyId: adminCompany,
          accountId: adminAccount.id,
          creatorUserId: adminUser.id,
          description: `Interner Lead ${n + 1}`,
          createdAt: new Date(now.getTime() - (n + 3) * DAY),
        })),
      )
      .execute();
  }

  // Labels on a third of the tasks.
  if (labels.length > 0) {
    const links = inserted.flatMap((task) =>
      rng.next() < 0.35
        ? [...new Set([rng.pick(labels).id, rng.pick(labels).id])].map((labelId) => ({
            taskId: task.id,
            labelId,
          }))
        : [],
    );
    for (const chunk of chunks(links, 1000)) {
      await db.insertInto('salesTaskLabel').values(chunk).execute();
    }
  }

  // Each task's story: created, assigned; and touchpoints logged by hand on worked tasks,
  // some recent, some weeks old, some none (the badge's three colours).
  const nameOf = new Map(staff.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
  const entries = inserted.flatMap((task) => {
    const story = [
      {
        companyId: salesCompany,
        entityType: 'ACCOUNT',
        entityId: task.accountId,
        accountId: task.accountId,
        taskId: task.id,
        activityType: 'TASK_FIELD_CHANGED',
        title: 'Aufgabe erstellt',
        message: `Aufgabe #${task.id} erstellt`,
        activityDate: task.createdAt,
        creationDate: task.createdAt,
        creatorUserId: task.creatorUserId,
        keyValues: JSON.stringify({
          taskId: String(task.id),
          event: 'TASK_CREATED',
          status: 'NEW',
        }),
      },
    ];
    if (task.assigneeUserId && task.assignedTime) {
      // The assignment as the task's facts say it (issue 37: "Zugewiesen von" contradicted the
      // history): written by its author; taken when the assignee assigned it to themself.
      const author = task.assignAuthorUserId ?? task.assigneeUserId;
      const taken = author === task.assigneeUserId;
      const assignee = nameOf.get(task.assigneeUserId) ?? '';
      story.push({
        ...story[0],
        title: 'Aufgabe zugewiesen',
        message: taken
          ? `Aufgabe #${task.id} zugewiesen`
          : `Aufgabe #${task.id} ${assignee} zugewiesen`,
        activityDate: task.assignedTime,
        creationDate: task.assignedTime,
        creatorUserId: author,
        keyValues: JSON.stringify({
          taskId: String(task.id),
          event: taken ? 'TASK_TAKEN' : 'TASK_ASSIGNED',
          status: 'IN_PROGRESS',
          assigneeId: String(task.assigneeUserId),
          ...(taken ? {} : { assignee }),
        }),
      } as (typeof story)[number]);
      const worked = rng.int(0, 3);
      for (let n = 0; n < worked; n++) {
        const [type, message] = rng.pick(TOUCHPOINTS);
        const back = rng.pick([0.2, 2, 5, 12, 25, 45, 90]);
        const at = new Date(
          Math.max(
            task.assignedTime.getTime(),
            now.getTime() - back * DAY - rng.int(0, 5) * 3_600_000,
          ),
        );
        story.push({
          ...story[0],
          activityType: type,
          title: null as unknown as string,
          message,
          activityDate: at,
          creationDate: at,
          creatorUserId: task.assigneeUserId,
          keyValues: '{}',
        } as (typeof story)[number]);
      }
    }
    return story;
  });
  // The activity table's fifteen indexes set aside for the thousands of entries (bulk.ts).
  await bulkLoad(db, ['activity'], async () => {
    for (const chunk of chunks(entries, 1000)) {
      await db.insertInto('activity').values(chunk).execute();
    }
  });
}
