import { type DigitalCreativeItem, digitalCreativeSchema } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { answerOf } from './support/calls.ts';
import { describeOnLanes } from './support/lane-server.ts';
import { expectErrorBody } from './support/sales.ts';

const OPS = '/api/ws-operations';

/**
 * Issue 33, point 9: an approval can be undone while its toast is up (back to the queue as a
 * normal move with its history entry, the position with it), and an image creative has a
 * preview.
 */
describeOnLanes('creative approval', ['ops', 'sales'], ({ server, tokens }) => {
  /** A pending creative alone on its position (approving it makes the position ready). */
  const loneCreative = async () => {
    const row = await sql<{ id: number; position: number; version: number }>`
      select k.id, k.campaign_position_id as position, k.version from creative k
      join campaign_position p on p.id = k.campaign_position_id
      join app_user u on u.company_id = k.company_id and u.email = 'ops@example.com'
      where k.kind = 'CREATIVE' and k.approval_state = 'PENDING_APPROVAL' and p.status = 'PENDING_APPROVAL'
        and (select count(*) from creative o where o.campaign_position_id = p.id and o.kind = 'CREATIVE') = 1
      order by k.id limit 1`.execute(server.database.db);
    const found = row.rows[0];
    if (!found) throw new Error('no lone pending creative in the demo data');
    return found;
  };
  const positionStatus = async (id: number) =>
    (
      await sql<{ status: string }>`select status from campaign_position where id = ${id}`.execute(
        server.database.db,
      )
    ).rows[0]?.status;
  const decide = (id: number, payload: object, token = tokens.ops) =>
    server.send('PUT', `${OPS}/creatives/${id}/approval`, token, payload);
  const undo = (id: number, version: number, token = tokens.ops) =>
    server.request({
      method: 'PUT',
      url: `${OPS}/creatives/${id}/approval/undo`,
      token,
      payload: { version },
    });

  it('undoes an approval: the creative and its position are back in the queue, with history', async () => {
    const { id, position, version } = await loneCreative();
    const approved = digitalCreativeSchema.parse(
      (await decide(id, { approvalState: 'APPROVED', version })).json(),
    );
    expect(approved.approvalState).toBe('APPROVED');
    expect(await positionStatus(position)).toBe('READY_TO_PUSH');
    // Another user may not undo it, nor a stale version.
    expectErrorBody(await undo(id, approved.version, tokens.sales), 403);
    expectErrorBody(await undo(id, approved.version - 1), 412);
    const response = await undo(id, approved.version);
    const back = digitalCreativeSchema.parse(await answerOf(response));
    expect(back).toMatchObject({ approvalState: 'PENDING_APPROVAL', reviewedBy: null });
    expect(await positionStatus(position)).toBe('PENDING_APPROVAL');
    const history = await sql<{ message: string }>`
      select message from activity where entity_type = 'CREATIVE_TECHNICAL' and entity_id = ${id}
      order by id`.execute(server.database.db);
    expect(history.rows.map((row) => row.message)).toEqual([
      'approvalState: PENDING_APPROVAL → APPROVED',
      'approvalState: APPROVED → PENDING_APPROVAL (decision undone)',
    ]);
    // Nothing left to undo.
    expectErrorBody(await undo(id, back.version), 409);
  });

  it('undoes a rejection, and refuses an undo after its time', async () => {
    const { id, position, version } = await loneCreative();
    const rejected = digitalCreativeSchema.parse(
      (await decide(id, { approvalState: 'REJECTED', reason: 'Logo unscharf', version })).json(),
    );
    expect(await positionStatus(position)).toBe('DECLINED');
    await sql`update creative set reviewed_at = now() - interval '10 minutes' where id = ${id}`.execute(
      server.database.db,
    );
    const late = await undo(id, rejected.version);
    expectErrorBody(late, 409);
    expect(late.json().translationKey).toBe('UNDO_EXPIRED');
    await sql`update creative set reviewed_at = now() where id = ${id}`.execute(server.database.db);
    expect((await undo(id, rejected.version)).statusCode).toBe(200);
    expect(await positionStatus(position)).toBe('PENDING_APPROVAL');
  });

  it('previews an image creative as a PNG of its size, and none of another format', async () => {
    const image = await sql<{ id: number }>`
      select k.id from creative k join app_user u on u.company_id = k.company_id and u.email = 'ops@example.com'
      where k.format = 'IMAGE' and k.width is not null order by k.id limit 1`.execute(
      server.database.db,
    );
    const id = image.rows[0]?.id as number;
    const preview = await server.request({
      url: `${OPS}/creatives/${id}/preview`,
      token: tokens.ops,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const other = await sql<{ id: number }>`
      select k.id from creative k join app_user u on u.company_id = k.company_id and u.email = 'ops@example.com'
      where k.format <> 'IMAGE' order by k.id limit 1`.execute(server.database.db);
    expectErrorBody(
      await server.request({
        url: `${OPS}/creatives/${other.rows[0]?.id}/preview`,
        token: tokens.ops,
      }),
      404,
    );
    expectErrorBody(
      await server.request({ url: `${OPS}/creatives/${id}/preview`, token: tokens.sales }),
      403,
    );
  });
});

/**
 * Issue 37 (a stranger saw no preview on a digital creative's record page): every seeded
 * creative of an image-like format shows as an image (an HTML5 zip its backup image, a native ad
 * its main image, which the seed now stores); a video answers no content, shown otherwise.
 */
describeOnLanes('a digital creative’s record preview', ['ops'], ({ server, tokens }) => {
  it('is an image for every seeded image, HTML5 and native creative, and none for a video', async () => {
    const { rows } = await sql<{ id: number; format: string }>`
      select distinct on (k.format) k.id, k.format from creative k
      join app_user u on u.company_id = k.company_id and u.email = 'ops@example.com'
      where k.kind = 'CREATIVE' and k.campaign_position_id is not null
      order by k.format, k.id`.execute(server.database.db);
    const preview = (id: number) =>
      server.request({
        url: `/api/ws-creatives/digital-creatives/${id}/preview`,
        token: tokens.ops,
      });
    const formats = new Map(rows.map((row) => [row.format, row.id]));
    expect([...formats.keys()]).toEqual(
      expect.arrayContaining(['IMAGE', 'HTML5_ZIP', 'NATIVE', 'VAST']),
    );
    for (const format of ['IMAGE', 'HTML5_ZIP', 'NATIVE']) {
      const answer = await preview(formats.get(format) ?? 0);
      expect({ format, status: answer.statusCode }).toEqual({ format, status: 200 });
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    expect((await preview(formats.get('VAST') ?? 0)).statusCode).toBe(204);
    // The seed leaves no image-like creative without its file (the natives had none).
    const { rows: fileless } = await sql<{ count: string }>`
      select count(*) from creative
      where format in ('IMAGE', 'HTML5_ZIP', 'NATIVE') and campaign_position_id is not null
        and stored_file_id is null`.execute(server.database.db);
    expect(Number(fileless[0]?.count)).toBe(0);
    expect((await preview(999_999_999)).statusCode).toBe(404);
  });
});

describeOnLanes('a native creative’s edit', ['ops'], ({ server, tokens }) => {
  const path = '/api/ws-creatives/digital-creatives';
  const write = (creative: DigitalCreativeItem, format: string, clickUrl: string) =>
    server.request({
      method: 'PUT',
      url: `${path}/${creative.id}`,
      token: tokens.ops,
      payload: {
        name: creative.name,
        accountId: creative.accountId,
        campaignPositionId: creative.campaignPositionId,
        format,
        fileId: null,
        clickUrl,
        version: creative.version,
      },
    });
  const firstOf = async (format: string) => {
    const { rows } = await sql<{ id: number }>`
      select k.id from creative k
      join app_user u on u.company_id = k.company_id and u.email = 'ops@example.com'
      where k.kind = 'CREATIVE' and k.format = ${format} and k.account_id is not null
      order by k.id limit 1`.execute(server.database.db);
    return answerOf<DigitalCreativeItem>(
      server.request({ url: `${path}/${rows[0]?.id ?? 0}`, token: tokens.ops }),
    );
  };

  // A stranger changed a native creative's click URL: it came back an image, with a new file
  // version although no file was given.
  it('keeps its format and file version when only its click URL changes', async () => {
    const native = await firstOf('NATIVE');
    const saved = await answerOf<DigitalCreativeItem>(
      write(native, 'NATIVE', 'https://www.example.ch/neu'),
    );
    expect(saved).toMatchObject({
      format: 'NATIVE',
      fileVersion: native.fileVersion,
      clickUrl: 'https://www.example.ch/neu',
    });
  });

  it('makes no other creative native', async () => {
    const image = await firstOf('IMAGE');
    const answer = await write(image, 'NATIVE', 'https://www.example.ch/neu');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fieldErrors).toHaveProperty('format');
  });
});
