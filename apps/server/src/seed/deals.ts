import { businessDay, shiftDay } from '@adconsole/api/contracts';
import type { Db } from '../db/database.ts';
import type { Scope } from '../kit/scope.ts';
import { DEAL_AUDIT, dayColumns, placementCodes } from '../services/header-tag/deals.ts';
import { auditChange } from '../services/settings/audit.ts';

// The demo's programmatic deals (issue 41), on each seeded header tag, dated from the seed's
// day: a PMP deal running for two more months on every ad unit (the published tag carries it
// and the test bidder's beta seat, 2.37 CHF, wins it), a preferred deal at a fixed price on the
// first ad unit without an end, and a guaranteed one that starts in two weeks, still a draft.

export async function seedDeals(scope: Scope, db: Db, headerTagId: number, placementIds: number[]) {
  const first = placementIds[0];
  if (first === undefined) return;
  const today = businessDay();
  const deals = [
    {
      dealId: `ADNZ-PMP-${headerTagId}-01`,
      name: 'Premium Display PMP',
      type: 'PMP',
      seats: ['beta-2.37', 'agency-seat-7'],
      floor: 2,
      priority: 15,
      startDate: shiftDay(today, -30),
      endDate: shiftDay(today, 60),
      status: 'ACTIVE',
      placements: placementIds,
    },
    {
      dealId: `ADNZ-PREF-${headerTagId}-02`,
      name: 'Preferred Deal Wideboard',
      type: 'PREFERRED',
      seats: ['brand-desk-3'],
      floor: 6.5,
      priority: 12,
      startDate: shiftDay(today, -7),
      endDate: null,
      status: 'ACTIVE',
      placements: [first],
    },
    {
      dealId: `ADNZ-PG-${headerTagId}-03`,
      name: 'Programmatic Guaranteed Frühling',
      type: 'GUARANTEED',
      seats: [],
      floor: 12,
      priority: 20,
      startDate: shiftDay(today, 14),
      endDate: shiftDay(today, 44),
      status: 'DRAFT',
      placements: [first],
    },
  ];
  for (const { placements, ...deal } of deals) {
    const saved = await scope
      .insert('programmaticDeal', { headerTagId, ...deal }, db)
      .returning(['id'])
      .executeTakeFirstOrThrow();
    const row = await scope
      .byId('programmaticDeal', saved.id, db)
      .selectAll()
      .executeTakeFirstOrThrow();
    // Its history starts with its creation, as a deal made in the console does (System as the
    // author): its values and its placements (issue 41, a stranger found it empty).
    await auditChange(db, {
      actor: null,
      entityType: DEAL_AUDIT,
      entityId: saved.id,
      before: undefined,
      after: { ...dayColumns(row), placements: await placementCodes(scope, placements, db) },
    });
    await scope
      .insert(
        'programmaticDealPlacement',
        placements.map((placementId) => ({ dealId: saved.id, placementId })),
        db,
      )
      .execute();
  }
}
