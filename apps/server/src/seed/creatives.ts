import { randomUUID } from 'node:crypto';
import { businessDay } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { hashUnit } from '../adserver/built-in.ts';
import type { Db } from '../db/database.ts';
import { scopeOf } from '../kit/scope.ts';
import { preflightPdf } from '../services/creatives/pdf-preflight.ts';
import { checkTag } from '../services/creatives/tag-checks.ts';
import { positionConflicts } from '../services/orders/order-planning.ts';
import { bannerPng, html5Zip, printPdf, vastXml } from './creative-files.ts';
import { type DemoScale, scaled } from './scale.ts';

/**
 * Demo data of the creatives (issue 40), after digital and print operations: the digital
 * creatives get real small files (a PNG per size, an HTML5 zip with its `ad.size` meta tag per
 * size, a VAST document), their advertiser, weight and landing domain; print positions past
 * their proof get their PDF (CMYK PDF/X-4, READY) and some waiting for a new creative one that
 * failed its preflight (RGB, no bleed: ERROR); the advertisers get third-party tags in every
 * status. Files are made once per size and shared by the company's creatives of that size (one
 * stored file each), so thousands of creatives cost a few hundred kB and well under a second.
 */
export async function seedCreatives(db: Db, now: Date, scale: DemoScale): Promise<void> {
  await sql`analyze creative`.execute(db);
  // The files: one per company, format and size that the seeded creatives have.
  const groups = (
    await sql<{
      companyId: number;
      format: string;
      width: number;
      height: number;
      uploader: number;
    }>`
      select k.company_id as "companyId", k.format, k.width, k.height,
             (select min(u.id) from app_user u where u.company_id = k.company_id) as uploader
      from creative k
      where k.format in ('IMAGE', 'HTML5_ZIP', 'VAST', 'NATIVE') and k.width is not null and k.height is not null
      group by 1, 2, 3, 4`.execute(db)
  ).rows.filter((group) => group.uploader !== null);
  const made = new Map<string, { bytes: Buffer; type: string; extension: string }>();
  const fileOf = (format: string, width: number, height: number) => {
    const key = `${format}:${width}x${height}`;
    let file = made.get(key);
    if (!file) {
      file =
        // A native ad's file is its main image (issue 37: natives had a file name but no file,
        // so their record page had no preview).
        format === 'IMAGE' || format === 'NATIVE'
          ? { bytes: bannerPng(width, height), type: 'image/png', extension: 'png' }
          : format === 'HTML5_ZIP'
            ? {
                bytes: html5Zip({ size: { width, height } }),
                type: 'application/zip',
                extension: 'zip',
              }
            : { bytes: vastXml(), type: 'application/xml', extension: 'xml' };
      made.set(key, file);
    }
    return file;
  };
  const rows = groups.map((group) => {
    const file = fileOf(group.format, group.width, group.height);
    return {
      id: randomUUID(),
      companyId: group.companyId,
      uploadedBy: group.uploader,
      storageName: `files/${randomUUID()}.${file.extension}`,
      fileName: `${group.format === 'VAST' ? 'video' : 'banner'}_${group.width}x${group.height}.${file.extension}`,
      contentType: file.type,
      size: file.bytes.length,
      sha256: '',
      uploadStatus: 'UPLOADED',
      scanStatus: 'SCAN_SUCCESSFUL',
      scanMessage: null,
      content: file.bytes,
      format: group.format,
      width: group.width,
      height: group.height,
    };
  });
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('storedFile')
      .values(
        rows.slice(start, start + 200).map(({ format: _f, width: _w, height: _h, ...row }) => row),
      )
      .execute();
  }
  if (rows.length > 0) {
    const files = sql.join(
      rows.map(
        (row) =>
          sql`(${row.id}::uuid, ${row.companyId}::int, ${row.format}, ${row.width}::int, ${row.height}::int, ${row.fileName}, ${row.size}::int)`,
      ),
    );
    await sql`
      update creative k set stored_file_id = f.id, file_name = f.file_name, weight_bytes = f.size,
        account_id = c.advertiser_account_id,
        landing_domain = nullif(regexp_replace(substring(k.click_url from '^https?://([^/:?#]+)'), '^www\\.', ''), '')
      from (values ${files}) f(id, company_id, format, width, height, file_name, size),
           campaign_position p join campaign c on c.id = p.campaign_id
      where p.id = k.campaign_position_id and f.company_id = k.company_id and f.format = k.format
        and f.width = k.width and f.height = k.height`.execute(db);
  }
  // Tags and natives: their advertiser and landing domain too.
  await sql`
    update creative k set account_id = c.advertiser_account_id,
      landing_domain = nullif(regexp_replace(substring(k.click_url from '^https?://([^/:?#]+)'), '^www\\.', ''), '')
    from campaign_position p join campaign c on c.id = p.campaign_id
    where p.id = k.campaign_position_id and k.account_id is null`.execute(db);
  await seedPrintCreatives(db, now, scale);
  await seedThirdPartyTags(db, scale);
  await seedBulkUploadCampaign(db, now);
}

/** The bulk upload's demo campaign (its e2e and a first try): `BULK_DEMO_CAMPAIGN`. */
export const BULK_DEMO_CAMPAIGN = 'Bulk-Upload Demo';

/**
 * A campaign of the administrator's company with two live digital positions of two products,
 * sold as 300×250 and 728×90 (DOMAIN2 §3.5.1), named `BULK_DEMO_CAMPAIGN`: the campaign a bulk
 * upload of the acceptance's files is tried on. A current one (booked or running, not ended:
 * issue 37 found an archived one), its positions still waiting for their creatives where one
 * is, and none in a conflict (over capacity, unpriced): the first candidate the campaign
 * page's own conflict rule (order-planning.ts) finds clear.
 */
async function seedBulkUploadCampaign(db: Db, now: Date) {
  const today = businessDay(now);
  const { rows } = await sql<{
    campaignId: number;
    companyId: number;
    first: number;
    second: number;
  }>`
    select p1.campaign_id as "campaignId", p1.company_id as "companyId", min(p1.id) as first, max(p2.id) as second
    from campaign_position p1
    join campaign c on c.id = p1.campaign_id
    join campaign_position p2 on p2.campaign_id = p1.campaign_id and p2.product_id <> p1.product_id
      and p2.position_type = 'DIGITAL' and p2.status not in ('DELETED', 'FINISHED')
    join app_user u on u.company_id = p1.company_id and u.email = 'admin@example.com'
    where p1.position_type = 'DIGITAL' and p1.status not in ('DELETED', 'FINISHED')
      and (select count(*) from campaign_position q where q.campaign_id = p1.campaign_id
           and q.position_type = 'DIGITAL' and q.status not in ('DELETED', 'FINISHED')) = 2
    group by p1.campaign_id, p1.company_id, c.status, c.end_date, c.start_date
    order by (c.status in ('BOOKED', 'PERFORMANCE') and c.end_date >= ${today}::date) desc,
             bool_or(p1.status in ('CREATIVE_PENDING', 'CREATIVE_REQUESTED')) desc,
             abs(c.start_date - ${today}::date), p1.campaign_id
    limit 20`.execute(db);
  let row = rows[0];
  for (const candidate of rows) {
    const conflicts = await positionConflicts(
      scopeOf(db, candidate.companyId),
      candidate.campaignId,
    );
    if (!conflicts.some((conflict) => conflict.hasPositionConflict)) {
      row = candidate;
      break;
    }
  }
  if (!row) return;
  await sql`update product set sizes = '{300x250}' where id = (select product_id from campaign_position where id = ${row.first})`.execute(
    db,
  );
  await sql`update product set sizes = '{728x90}' where id = (select product_id from campaign_position where id = ${row.second})`.execute(
    db,
  );
  // Booked or running: the bulk upload offers only those. A smaller demo may have no current
  // candidate: its campaign then runs from its start until a month from the seed's day, so its
  // dates agree with its state (seed/consistency.ts).
  await sql`update campaign set name = ${BULK_DEMO_CAMPAIGN},
      end_date = case when status in ('BOOKED', 'PERFORMANCE') then end_date
        else greatest(end_date, ${today}::date + 30) end,
      status = case when status in ('BOOKED', 'PERFORMANCE') then status
        when start_date > ${today}::date then 'BOOKED' else 'PERFORMANCE' end
    where id = ${row.campaignId}`.execute(db);
}

/** Print creatives: READY PDFs of positions past their proof, ERROR ones awaiting a new one. */
async function seedPrintCreatives(db: Db, now: Date, scale: DemoScale) {
  // Each PDF is as large as its position's ad (the product's columns on its title's column
  // width, its height; 90 × 130 mm where the product sets none) and named by that size
  // (issue 40: "Inserat 1/4 Seite" was a 90 × 130 mm PDF on a 1/1 page position).
  const variants = [
    { statuses: ['PROOFS', 'READY', 'FINISHED'], share: 0.6, good: true },
    { statuses: ['CREATIVE_REQUESTED'], share: 0.5, good: false },
  ] as const;
  for (const variant of variants) {
    const limit = scaled(variant.good ? 1200 : 200, scale, 8);
    const id = sql`p.id::text`;
    const chosen = await sql<{ id: number; widthMm: number; heightMm: number }>`
      select p.id,
             coalesce(round(pr.columns * pub.column_width_mm)::int, 90) as "widthMm",
             coalesce(case when pr.columns is not null then pr.height_mm end, 130) as "heightMm"
      from campaign_position p
      join product pr on pr.id = p.product_id
      left join publication pub on pub.ad_medium_id = p.ad_medium_id
      where p.position_type = 'PRINT' and p.status = any(${sql.val([...variant.statuses])}::text[])
        and ${hashUnit(id, sql`'print-creative'`)} < ${variant.share}
      order by p.id limit ${limit}`.execute(db);
    const bySize = new Map<string, { widthMm: number; heightMm: number; ids: number[] }>();
    for (const row of chosen.rows) {
      const key = `${row.widthMm}x${row.heightMm}`;
      const size = bySize.get(key) ?? { widthMm: row.widthMm, heightMm: row.heightMm, ids: [] };
      size.ids.push(row.id);
      bySize.set(key, size);
    }
    for (const { widthMm, heightMm, ids } of bySize.values()) {
      const bytes = await printPdf(
        variant.good
          ? { widthMm, heightMm }
          : { widthMm, heightMm, rgb: true, bleed: false, pdfx: false },
      );
      const report = await preflightPdf(bytes);
      const name = `Inserat ${widthMm} × ${heightMm} mm`;
      await sql`
        with created as (
          insert into print_creative (company_id, campaign_position_id, name, file_name, content, weight_bytes,
                                      status, preflight, created_at, updated_at)
          select p.company_id, p.id, ${name},
                 lower(regexp_replace(a.name, '[^A-Za-z0-9]+', '-', 'g')) || ${`_inserat_${widthMm}x${heightMm}mm.pdf`},
                 ${bytes}, ${bytes.length}, ${report.status}, ${JSON.stringify(report)}::jsonb,
                 ${now}::timestamptz - interval '5 days', ${now}::timestamptz - interval '5 days'
          from campaign_position p join campaign c on c.id = p.campaign_id
          join account a on a.id = c.advertiser_account_id
          where p.id = any(${sql.val(ids)}::int[])
          returning campaign_position_id, company_id
        )
        insert into print_position_ops (position_id, company_id, creative_preflight)
        select campaign_position_id, company_id, ${report.status} from created
        on conflict (position_id) do update set creative_preflight = excluded.creative_preflight`.execute(
        db,
      );
    }
  }
}

/** The tags advertisers send, as ad operations receive them (vendors, with and without macros). */
const TAG_TEMPLATES = [
  {
    name: 'CM360 Rectangle',
    format: 'JS' as const,
    size: [300, 250],
    code: `<ins class='dcmads' style='display:inline-block;width:300px;height:250px' data-dcm-placement='N1234.56789ADCONSOLE/B2468.{n}' data-dcm-rendering-mode='script' data-dcm-https-only data-dcm-click-tracker='\${CLICK_URL}'>\n  <script src='https://www.googletagservices.com/dcm/dcmads.js?ord=\${CACHEBUSTER}'></script>\n</ins>`,
  },
  {
    name: 'CM360 Rectangle ohne Klick-Makro',
    format: 'JS' as const,
    size: [300, 250],
    code: `<ins class='dcmads' style='display:inline-block;width:300px;height:250px' data-dcm-placement='N1234.56789ADCONSOLE/B1357.{n}' data-dcm-rendering-mode='script' data-dcm-https-only>\n  <script src='https://www.googletagservices.com/dcm/dcmads.js?ord=\${CACHEBUSTER}'></script>\n</ins>`,
  },
  {
    name: 'Adform Leaderboard',
    format: 'IFRAME' as const,
    size: [728, 90],
    code: `<iframe src="https://track.adform.net/adfserve/?bn={n};srctype=4;ord=%%CACHEBUSTER%%;adfibeg=0;clicktracking=%%CLICK_URL_ESC%%" width="728" height="90" frameborder="0" scrolling="no"></iframe>`,
  },
  {
    name: 'Flashtalking Skyscraper',
    format: 'JS' as const,
    size: [160, 600],
    code: `<script src="https://servedby.flashtalking.com/imp/8/{n};4893{n};201;js;Adconsole;Sky/?ftx=&fty=&ftadz=&ftscw=&ft_custom=&ftOBA=1&ft_width=160&ft_height=600&ft_click=\${CLICK_URL_ENC}&ft_ifb=1"></script>`,
  },
  {
    name: 'Bild-Redirect',
    format: 'IMG_REDIRECT' as const,
    size: [300, 250],
    code: `<a href="\${CLICK_URL}https://www.example.ch/aktion" target="_blank"><img src="https://cdn.example.ch/banner/{n}.png?cb=\${CACHEBUSTER}" width="300" height="250" alt=""></a>`,
  },
  {
    name: 'VAST Pre-Roll',
    format: 'VAST_URL' as const,
    size: [640, 360],
    code: 'https://ads.example.ch/vast/{n}.xml?cb=%%CACHEBUSTER%%',
  },
  {
    name: 'Falsches Format',
    format: 'IFRAME' as const,
    size: [300, 600],
    code: '<div class="ad">{n}</div>',
  },
];

async function seedThirdPartyTags(db: Db, scale: DemoScale) {
  const perCompany = scale === 'full' ? 8 : 2;
  for (const [index, template] of TAG_TEMPLATES.entries()) {
    const check = checkTag(template.format, template.code);
    await sql`
      insert into third_party_tag (company_id, advertiser_account_id, name, format, width, height, code,
                                   vendor_detected, click_macro_present, cachebuster_present, status, findings)
      select a.company_id, a.id, ${template.name} || ' · ' || a.name, ${template.format},
             ${template.size[0]}::int, ${template.size[1]}::int,
             replace(${template.code}, '{n}', a.id::text),
             ${check.vendorDetected}, ${check.clickMacroPresent}, ${check.cachebusterPresent},
             case when ${index} = 0 and a.n % 3 = 0 then 'DRAFT' else ${check.status} end,
             ${sql.val(check.findings)}::text[]
      from (select id, company_id, name, row_number() over (partition by company_id order by id) as n
            from account where account_type = 'ADVERTISER') a
      where a.n <= ${perCompany}`.execute(db);
  }
  // Each tag's history starts with its creation's values (issue 37), as the console writes them
  // (services/creatives/ad-tags.ts: the fields of `auditedTag`, JSON values, System as author).
  await sql`
    insert into settings_audit (company_id, entity_type, entity_id, actor_user_id, changed_at, field, old_value, new_value)
    select t.company_id, 'THIRD_PARTY_TAG', t.id, null, t.created_at, f.field, null, f.value
    from third_party_tag t
    join account a on a.id = t.advertiser_account_id
    cross join lateral (values ('name', to_jsonb(t.name)), ('advertiser', to_jsonb(a.name)),
                               ('format', to_jsonb(t.format)), ('width', to_jsonb(t.width)),
                               ('height', to_jsonb(t.height)), ('code', to_jsonb(t.code)),
                               ('status', to_jsonb(t.status))) as f (field, value)`.execute(db);
}
