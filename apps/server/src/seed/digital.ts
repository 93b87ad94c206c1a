import { businessDay as isoDay } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { PNG } from 'pngjs';
import { hashUnit, reportDelivery } from '../adserver/built-in.ts';
import type { Db } from '../db/database.ts';
import { computeChecks } from '../services/digital/digital-checks.ts';
import { bulkLoad } from './bulk.ts';
import { personaUser } from './lookups.ts';
import { type DemoScale, scaled } from './scale.ts';

/**
 * Demo data of digital operations (issue 25), after the campaigns: the creatives of the digital
 * positions (pending approval, approved, rejected with a reason) and some drafts, what the
 * built-in ad server holds for the pushed positions with its daily delivery of the last four
 * weeks and the quality checks from it, optimisation events and stage comments on positions
 * with issues, and screenshots (real PNG images) of running positions for the ops persona's
 * company. Set-based and reproducible: every choice is a hash of the position's id.
 */
export async function seedDigitalOperations(db: Db, now: Date, scale: DemoScale): Promise<void> {
  const id = sql`p.id::text`;
  const live = sql`c.status not in ('ARCHIVED', 'OFFER_DENIED')`;
  const SIZES = sql`(array['300x250', '728x90', '160x600', '300x600', '994x250', '320x50', '970x250', '300x250'])`;
  // A position's creative is of a size its product is sold in (a "Rectangle" is 300×250; the
  // stranger of session 12 found "Rectangle Züri Agenda 320x50"); a product without sizes
  // takes one of the common ones.
  const size = sql`coalesce(
    (select pr.sizes[1 + floor(${hashUnit(id, sql`'size'`)} * cardinality(pr.sizes))::int]
     from product pr where pr.id = p.product_id and cardinality(pr.sizes) > 0),
    ${SIZES}[1 + floor(${hashUnit(id, sql`'size'`)} * 8)::int])`;
  // Fresh rows of this transaction: the planner needs their statistics for the joins below.
  await sql`analyze campaign_position, campaign, account`.execute(db);
  // A position the ad server runs has started: the generated campaigns give some running
  // positions a start still ahead, which moves here into the last three weeks (and the
  // campaign's start with it), so the running ones have delivery to judge.
  await sql`
    update campaign_position p set start_date = ${isoDay(now)}::date - (3 + floor(${hashUnit(id, sql`'began'`)} * 18))::int
    from campaign c
    where c.id = p.campaign_id and p.position_type = 'DIGITAL' and c.status = 'PERFORMANCE'
      and p.status in ('READY', 'RUNNING', 'ISSUES', 'PUSH_UPDATE') and p.start_date > ${isoDay(now)}::date - 3`.execute(
    db,
  );
  await sql`
    update campaign c set start_date = s.first
    from (select campaign_id, min(start_date) as first from campaign_position group by 1) s
    where s.campaign_id = c.id and s.first < c.start_date`.execute(db);
  // Overdue work in every company: two positions of running campaigns are approved but not
  // pushed yet although they started (the push list marks them).
  await sql`
    update campaign_position p set status = 'READY_TO_PUSH', creative_status = 'APPROVED'
    from (select q.id, row_number() over (partition by q.company_id order by q.id) as n
          from campaign_position q join campaign c on c.id = q.campaign_id
          where q.position_type = 'DIGITAL' and c.status = 'PERFORMANCE' and q.status = 'RUNNING'
            and q.start_date < ${isoDay(now)}::date) k
    where p.id = k.id and k.n <= 2`.execute(db);
  // The creatives, the positions' states and what the ad server holds, with the tables'
  // keys and indexes set aside for the inserts (bulk.ts).
  await bulkLoad(
    db,
    ['creative', 'digital_position_state', 'ad_server_line_item', 'ad_server_creative'],
    async () => {
      // One creative per position from the approval on (two for a third of those pending approval,
      // so approving one leaves the position waiting for the other).
      await sql`
        insert into creative (company_id, name, status, campaign_position_id, kind, format, width, height,
                              file_name, tag, click_url, approval_state, rejection_reason, reviewed_at, created_at)
        select p.company_id,
               p.name || ' ' || s.size || case when n.n = 2 then ' (Variante B)' else '' end,
               case when p.status = 'PENDING_APPROVAL' then 'PENDING_APPROVAL'
                    when p.status in ('DECLINED', 'CREATIVE_REQUESTED') then 'REJECTED' else 'APPROVED' end,
               p.id, 'CREATIVE', f.format,
               split_part(s.size, 'x', 1)::int, split_part(s.size, 'x', 2)::int,
               case when f.format = 'THIRD_PARTY_TAG' then null
                    else lower(regexp_replace(a.name, '[^A-Za-z0-9]+', '-', 'g')) || '_' || s.size
                         || case f.format when 'HTML5_ZIP' then '.zip' when 'VAST' then '.mp4' else '.jpg' end end,
               case when f.format = 'THIRD_PARTY_TAG'
                    then '<script src="https://ads.' || lower(regexp_replace(a.name, '[^A-Za-z0-9]+', '', 'g')) || '.ch/tag.js?s=' || s.size || '"></script>' end,
               'https://www.' || lower(regexp_replace(a.name, '[^A-Za-z0-9]+', '', 'g')) || '.ch/aktion',
               case when p.status = 'PENDING_APPROVAL' then 'PENDING_APPROVAL'
                    when p.status in ('DECLINED', 'CREATIVE_REQUESTED') then 'REJECTED' else 'APPROVED' end,
               case when p.status in ('DECLINED', 'CREATIVE_REQUESTED') then (array['Logo unscharf, bitte in höherer Auflösung liefern.',
                     'Dateigrösse über 150 KB.', 'Klick-URL führt auf eine Fehlerseite.', 'Falsches Format: 300×600 statt 300×250.'])
                     [1 + floor(${hashUnit(id, sql`'why'`)} * 4)::int] end,
               case when p.status not in ('PENDING_APPROVAL') then ${now}::timestamptz - interval '3 days' end,
               -- Received at any minute of the last three days (issue 37: whole hours before the
               -- seed's moment made every "received" time end in the same minute).
               ${now}::timestamptz - (floor(${hashUnit(id, sql`'age'`)} * 72 * 60) || ' minutes')::interval
        from campaign_position p
        join campaign c on c.id = p.campaign_id
        join account a on a.id = c.advertiser_account_id
        cross join lateral (select ${size} as size offset 0) s
        -- The format the position's product says (a video is VAST, a native ad NATIVE), else
        -- mostly images: a creative's name and format agree (issue 33).
        cross join lateral (select case when p.name ~* '(video|pre-?roll|instream)' then 'VAST'
                                        when p.name ~* 'native' then 'NATIVE'
                                        when ${hashUnit(id, sql`'fmt'`)} < 0.75 then 'IMAGE'
                                        when ${hashUnit(id, sql`'fmt'`)} < 0.9 then 'HTML5_ZIP' else 'THIRD_PARTY_TAG' end as format offset 0) f
        cross join lateral generate_series(1, case when p.status = 'PENDING_APPROVAL' and ${hashUnit(id, sql`'two'`)} < 0.33 then 2 else 1 end) n(n)
        where p.position_type = 'DIGITAL' and ${live}
          and (p.status in ('PENDING_APPROVAL', 'READY_TO_PUSH', 'PENDING', 'READY', 'RUNNING', 'ISSUES',
                            'PUSH_UPDATE', 'FINISHED', 'HIDDEN', 'DECLINED')
               -- Issue 40 (every state in the demo): a position whose creative was rejected
               -- asks for a new one again; a third of those requested keep the rejected one
               -- with its reason (declined positions are of denied offers, not live).
               or (p.status = 'CREATIVE_REQUESTED' and ${hashUnit(id, sql`'rejected'`)} < 0.33))`.execute(
        db,
      );
      // Drafts: creatives an advertiser prepared for positions still waiting for theirs.
      await sql`
        insert into creative (company_id, name, status, campaign_position_id, kind, format, width, height,
                              file_name, click_url, approval_state, created_at)
        select p.company_id, 'Entwurf ' || p.name, 'PENDING_APPROVAL', p.id, 'DRAFT',
               case when p.name ~* '(video|pre-?roll|instream)' then 'VAST' when p.name ~* 'native' then 'NATIVE' else 'IMAGE' end,
               split_part(${size}, 'x', 1)::int, split_part(${size}, 'x', 2)::int,
               'entwurf_' || p.id || '.png',
               'https://www.' || lower(regexp_replace(a.name, '[^A-Za-z0-9]+', '', 'g')) || '.ch',
               case when ${hashUnit(id, sql`'draft'`)} < 0.7 then 'PENDING_APPROVAL' else 'APPROVED' end,
               ${now}::timestamptz - (floor(${hashUnit(id, sql`'age'`)} * 48 * 60) || ' minutes')::interval
        from campaign_position p
        join campaign c on c.id = p.campaign_id
        join account a on a.id = c.advertiser_account_id
        where p.position_type = 'DIGITAL' and ${live} and p.status in ('CREATIVE_REQUESTED', 'CREATIVE_RECEIVED')
          and ${hashUnit(id, sql`'hasdraft'`)} < 0.4`.execute(db);
      await sql`
        insert into digital_position_state (campaign_position_id, company_id, creatives_uploaded, status_before_hidden)
        select p.id, p.company_id, p.status not in ('CREATIVE_PENDING', 'CREATIVE_REQUESTED', 'DECLINED'),
               case when p.status = 'HIDDEN' then 'RUNNING' end
        from campaign_position p join campaign c on c.id = p.campaign_id
        where p.position_type = 'DIGITAL' and ${live}
          and p.status in ('CREATIVE_RECEIVED', 'PENDING_APPROVAL', 'READY_TO_PUSH', 'HIDDEN')`.execute(
        db,
      );
      // What the built-in ad server holds: the pushed positions' line items and creatives.
      await sql`
        insert into ad_server_line_item (campaign_position_id, company_id, external_id, state, goal_impressions,
                                         start_date, end_date, pushed_at)
        select p.id, p.company_id, 'li-' || p.id, case when p.status = 'HIDDEN' then 'INACTIVE' else 'ACTIVE' end,
               case p.unit when 'CPM' then round(p.quantity * 1000) when 'CPC' then round(p.quantity * 500)
                    else round(p.quantity * 200000) end,
               p.start_date, p.end_date, least(${now}::timestamptz, p.start_date - interval '2 days')
        from campaign_position p join campaign c on c.id = p.campaign_id
        where p.position_type = 'DIGITAL' and ${live}
          and p.status in ('PENDING', 'READY', 'RUNNING', 'ISSUES', 'PUSH_UPDATE', 'FINISHED', 'HIDDEN')`.execute(
        db,
      );
      await sql`
        insert into ad_server_creative (creative_id, campaign_position_id, external_id, pushed_at)
        select k.id, k.campaign_position_id, 'cr-' || k.id, li.pushed_at
        from creative k join ad_server_line_item li on li.campaign_position_id = k.campaign_position_id
        where k.kind = 'CREATIVE' and k.approval_state = 'APPROVED'`.execute(db);
    },
  );
  const yesterday = isoDay(new Date(now.getTime() - 86_400_000));
  await sql`analyze creative, digital_position_state, ad_server_line_item`.execute(db);
  await bulkLoad(db, ['ad_server_delivery'], () => reportDelivery(db, yesterday));
  await sql`analyze ad_server_delivery`.execute(db);
  await computeChecks(db, yesterday);

  // Positions with issues: what operations already tried, and a stage comment.
  const ops = await personaUser(db, 'ops@example.com');
  if (!ops) return;
  // The quality-assurance queue as ops left it: the passed checks of positions that run for
  // more than a week were confirmed in their first week; the errors and the newer positions'
  // checks wait. So each check type's tab counts its own work (issue 33), not every position.
  await sql`
    update position_check k set checked_at = li.start_date + interval '7 days', checked_by_user_id = ${ops.id}
    from ad_server_line_item li
    where li.campaign_position_id = k.campaign_position_id and k.result = 'OK'
      and li.start_date < ${yesterday}::date - 7`.execute(db);
  await sql`
    insert into optimization_event (campaign_position_id, company_id, event, note, created_by_user_id, created_at)
    select p.id, p.company_id,
           (array['CTR_OPTIMIZED', 'INVENTORY_OPTIMIZED', 'FREQUENCY_CAPPING_OPTIMIZED', 'GEO_LOCATION_OPTIMIZED',
                  'SEGMENT_OPTIMIZED', 'DELIVERY_RATE_OPTIMIZED'])[1 + floor(${hashUnit(id, sql`'ev'`)} * 6)::int],
           (array['Platzierung auf Startseite und Ressort Wirtschaft eingeschränkt.', 'Frequency Cap auf 3 pro Tag gesenkt.',
                  'Ausspielung auf die Deutschschweiz begrenzt.', 'Segment «Pendler» ergänzt.'])[1 + floor(${hashUnit(id, sql`'note'`)} * 4)::int],
           ${ops.id}, ${now}::timestamptz - interval '2 days'
    from campaign_position p join campaign c on c.id = p.campaign_id
    where p.position_type = 'DIGITAL' and ${live} and p.status = 'ISSUES' and p.company_id = ${ops.companyId}`.execute(
    db,
  );
  await sql`
    insert into stage_comment (company_id, campaign_position_id, stage, message, author_user_id, created_at)
    select p.company_id, p.id, 'RUNNING',
           (array['Kunde informiert, neue Motive folgen.', 'Auslieferung nach Optimierung wieder im Plan.',
                  'CTR weiterhin tief, Motivwechsel vorgeschlagen.'])[1 + floor(${hashUnit(id, sql`'cm'`)} * 3)::int],
           ${ops.id}, ${now}::timestamptz - interval '1 day'
    from campaign_position p join campaign c on c.id = p.campaign_id
    where p.position_type = 'DIGITAL' and ${live} and p.status = 'ISSUES' and p.company_id = ${ops.companyId}`.execute(
    db,
  );

  // Screenshots of running positions on their websites, as real PNG images.
  const shots = await sql<{
    id: number;
    companyId: number;
    domain: string | null;
    size: string;
    draw: number;
  }>`
    select p.id, p.company_id, w.domain, ${size} as size, ${hashUnit(id, sql`'shot'`)} as draw
    from campaign_position p
    join campaign c on c.id = p.campaign_id
    join ad_medium m on m.id = p.ad_medium_id
    left join website w on w.id = m.website_id
    where p.position_type = 'DIGITAL' and ${live} and p.company_id = ${ops.companyId}
      and p.status in ('RUNNING', 'ISSUES', 'FINISHED')
    order by ${hashUnit(id, sql`'pick'`)}
    limit ${scaled(240, scale, 24)}`.execute(db);
  if (shots.rows.length === 0) return;
  const images = new Map<string, Buffer>();
  await db
    .insertInto('positionScreenshot')
    .values(
      shots.rows.map((shot, index) => {
        const variant = `${shot.size}:${index % 4}`;
        let image = images.get(variant);
        if (!image) {
          image = screenshotPng(shot.size, index % 4);
          images.set(variant, image);
        }
        const draw = Number(shot.draw);
        const status =
          draw < 0.4
            ? 'NEW'
            : draw < 0.65
              ? 'PENDING'
              : draw < 0.85
                ? 'APPROVED'
                : draw < 0.95
                  ? 'DECLINED'
                  : 'HIDDEN';
        return {
          companyId: shot.companyId,
          campaignPositionId: shot.id,
          status,
          pageUrl: `https://www.${shot.domain ?? 'alpenblick.ch'}/`,
          image,
          width: SCREENSHOT_WIDTH,
          height: SCREENSHOT_HEIGHT,
          takenAt: new Date(now.getTime() - (index % 48) * 3_600_000),
        };
      }),
    )
    .execute();
}

const SCREENSHOT_WIDTH = 480;
const SCREENSHOT_HEIGHT = 320;
const PALETTE: [number, number, number][] = [
  [0, 94, 184],
  [200, 16, 46],
  [0, 122, 61],
  [230, 120, 0],
];

/**
 * A screenshot of a news page with the position's ad in it: a header bar, columns of text
 * lines, and the ad's rectangle (its size scaled to the page) in the advertiser's colour.
 */
export function screenshotPng(size: string, variant: number): Buffer {
  const png = new PNG({ width: SCREENSHOT_WIDTH, height: SCREENSHOT_HEIGHT });
  const fill = (
    x0: number,
    y0: number,
    w: number,
    h: number,
    [r, g, b]: [number, number, number],
  ) => {
    for (let y = Math.max(0, y0); y < Math.min(SCREENSHOT_HEIGHT, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(SCREENSHOT_WIDTH, x0 + w); x++) {
        const at = (y * SCREENSHOT_WIDTH + x) * 4;
        png.data[at] = r;
        png.data[at + 1] = g;
        png.data[at + 2] = b;
        png.data[at + 3] = 255;
      }
    }
  };
  fill(0, 0, SCREENSHOT_WIDTH, SCREENSHOT_HEIGHT, [250, 250, 248]);
  fill(0, 0, SCREENSHOT_WIDTH, 28, [33, 37, 41]);
  fill(12, 9, 90, 10, [255, 255, 255]);
  for (let line = 0; line < 16; line++) {
    const y = 44 + line * 16;
    fill(12, y, 180 - ((line * 37 + variant * 11) % 60), 6, [120, 124, 130]);
    fill(200, y, 110 - ((line * 23 + variant * 7) % 40), 6, [160, 164, 170]);
  }
  const [w, h] = size.split('x').map(Number) as [number, number];
  const scale = Math.min(1, 150 / w, 170 / h) * 0.9;
  const adW = Math.max(30, Math.round(w * scale));
  const adH = Math.max(20, Math.round(h * scale));
  const colour = PALETTE[variant % PALETTE.length] ?? [0, 94, 184];
  const x = SCREENSHOT_WIDTH - adW - 14;
  const y = 40;
  fill(x - 2, y - 2, adW + 4, adH + 4, [20, 20, 20]);
  fill(x, y, adW, adH, colour);
  fill(x + 6, y + 6, Math.max(10, adW - 24), 8, [255, 255, 255]);
  fill(x + 6, y + adH - 16, Math.min(60, adW - 12), 10, [255, 230, 0]);
  return PNG.sync.write(png, { colorType: 2 });
}
