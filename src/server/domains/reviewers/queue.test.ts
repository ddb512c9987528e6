import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOnIds, type AddOnId } from '../../../shared/domain/add-ons.js';
import { packageTiers } from '../../../shared/domain/packages.js';
import type { QueueItem } from '../../../shared/schemas/reviewers.js';
import { reviewerProfiles, submissions } from '../../db/schema/index.js';
import { signInAs, getAs, type Session } from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { orderSuits, orderSuitsWhere } from './eligibility.js';

const t = useTestApp();
let applicant: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
});

const subsets = <T>(values: readonly T[]): T[][] =>
  values.reduce<T[][]>((all, value) => [...all, ...all.map((set) => [...set, value])], [[]]);

describe('orderSuitsWhere', () => {
  it('lets through exactly the orders orderSuits allows, for every profile and order', async () => {
    // Every package with every set of add-ons, as drafts: out of any reviewer's queue.
    const orders = [];
    for (const packageTier of packageTiers) {
      for (const addOns of subsets<AddOnId>(addOnIds)) {
        orders.push(
          await seedOrder(t.db.db, {
            applicantId: applicant.user.id,
            packageTier,
            addOns,
            status: 'draft',
          }),
        );
      }
    }
    expect(orders).toHaveLength(packageTiers.length * 2 ** addOnIds.length);
    const ids = orders.map((order) => order.id);

    const flags = [false, true];
    for (const premiumOnly of flags) {
      for (const acceptRush of flags) {
        for (const t14 of flags) {
          const profile = { premiumOnly, acceptRush, t14 };
          const matched = await t.db.db
            .select({ id: submissions.id })
            .from(submissions)
            .where(and(inArray(submissions.id, ids), orderSuitsWhere(profile)));
          expect(new Set(matched.map((row) => row.id)), JSON.stringify(profile)).toEqual(
            new Set(orders.filter((order) => orderSuits(profile, order)).map((order) => order.id)),
          );
        }
      }
    }
  });
});

describe('GET /api/reviewer/queue pages', () => {
  it('lists every open order the reviewer may take once, soonest deadline first', async () => {
    const me = await seedReviewer(t.app, t.db.db);
    const order = async (eta: Date | SQL | null, addOns: AddOnId[] = []) => {
      const row = await seedOrder(t.db.db, { applicantId: applicant.user.id, addOns });
      await t.db.db.update(submissions).set({ etaAt: eta }).where(eq(submissions.id, row.id));
      return row.id;
    };
    const byId = (...ids: string[]) => ids.sort();
    const later = await order(new Date('2026-11-05T10:00:00Z'));
    // Two deadlines at one instant: the id orders them.
    const tied = byId(
      await order(new Date('2026-11-04T10:00:00Z')),
      await order(new Date('2026-11-04T10:00:00Z')),
    );
    // Two within one millisecond, the precision of a page cursor: the id orders them too.
    const sameMillisecond = byId(
      await order(sql`'2026-11-04T12:00:00.000700Z'::timestamptz`),
      await order(sql`'2026-11-04T12:00:00.000200Z'::timestamptz`),
    );
    // Orders without a deadline come last.
    const undated = byId(await order(null), await order(null));
    // Not for this reviewer (not T14), and no longer open.
    const t14 = await order(new Date('2026-11-03T10:00:00Z'), ['t14_reviewer']);
    const taken = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      status: 'assigned',
      reviewerId: me.user.id,
      etaAt: new Date('2026-11-03T10:00:00Z'),
    });

    const seen: QueueItem[] = [];
    let pages = 0;
    let url = '/api/reviewer/queue?limit=2';
    for (;;) {
      const response = await getAs(t.app, url, me.cookie);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      pages += 1;
      // A cursor that repeated its own page would go round for ever.
      expect(pages).toBeLessThanOrEqual(4);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      if (!page.nextCursor) break;
      url = `/api/reviewer/queue?limit=2&cursor=${page.nextCursor}`;
    }
    expect(pages).toBe(4);
    expect(seen.map((item) => item.id)).toEqual([...tied, ...sameMillisecond, later, ...undated]);
    expect(seen.map((item) => item.id)).not.toContain(t14);
    expect(seen.map((item) => item.id)).not.toContain(taken.id);
    expect(seen.at(-1)).toMatchObject({ etaAt: null });
  });

  it('says why the reviewer may take no order now, as accepting one would answer', async () => {
    const me = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 3 });
    const open = await seedOrder(t.db.db, { applicantId: applicant.user.id });
    const refusal = async () => {
      const page = (await getAs(t.app, '/api/reviewer/queue', me.cookie)).json();
      expect(page.items.map((item: QueueItem) => item.id)).toContain(open.id);
      return page.takeRefusal;
    };
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/submissions/${open.id}/accept`,
        headers: { cookie: me.cookie },
      });
    expect(await refusal()).toBeNull();

    // Three orders taken within the week fill a capacity of 3.
    for (let i = 0; i < 3; i++) {
      await seedOrder(t.db.db, {
        applicantId: applicant.user.id,
        status: 'assigned',
        reviewerId: me.user.id,
        assignedAt: t.clock.clock(),
      });
    }
    const full =
      'You have reached your weekly capacity. Raise it in Availability or wait for next week.';
    expect(await refusal()).toBe(full);
    expect((await accept()).json()).toEqual({ message: full });

    const profile = (values: Partial<typeof reviewerProfiles.$inferInsert>) =>
      t.db.db.update(reviewerProfiles).set(values).where(eq(reviewerProfiles.userId, me.user.id));
    await profile({ weeklyCapacity: 0 });
    expect(await refusal()).toBe(
      'You are set to Unavailable. Change your weekly capacity to accept orders.',
    );
    await profile({ weeklyCapacity: 7, active: false });
    const paused = 'Your reviewer account is paused. Contact support to resume taking orders.';
    expect(await refusal()).toBe(paused);
    expect((await accept()).json()).toEqual({ message: paused });
    await profile({ active: true });
    expect(await refusal()).toBeNull();
  });

  it('answers a bad cursor or limit with a 400', async () => {
    const me = await seedReviewer(t.app, t.db.db);
    const bad = await getAs(t.app, '/api/reviewer/queue?cursor=nonsense', me.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/page link is invalid/);
    expect((await getAs(t.app, '/api/reviewer/queue?limit=0', me.cookie)).statusCode).toBe(400);
  });

  it('tells a reviewer without a profile what to do, and gives an empty queue no orders', async () => {
    const unprofiled = await signInAs(t.app, t.db.db, 'reviewer');
    const refused = await getAs(t.app, '/api/reviewer/queue', unprofiled.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your reviewer profile is missing. Contact support to finish setting it up.',
    );

    // Premium orders only: none is open until one is queued here.
    const picky = await seedReviewer(t.app, t.db.db, { premiumOnly: true });
    const openPremium = await t.db.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.status, 'queued'), eq(submissions.packageTier, 'premium')));
    expect(openPremium).toEqual([]);
    const empty = await getAs(t.app, '/api/reviewer/queue', picky.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [], nextCursor: null, takeRefusal: null });

    const premium = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      packageTier: 'premium',
    });
    const queue = (await getAs(t.app, '/api/reviewer/queue', picky.cookie)).json();
    expect(queue.items.map((item: QueueItem) => item.id)).toEqual([premium.id]);
  });
});
