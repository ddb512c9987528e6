import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/support/http.js';
import { seedOrder, seedPayment } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

const t = useTestApp();

describe('GET /api/submissions/:id/receipts', () => {
  it("lists the charges taken for the applicant's own order; others get 404", async () => {
    const applicant = await signInAs(t.app, t.db.db, 'applicant');
    const other = await signInAs(t.app, t.db.db, 'applicant');
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
    await seedPayment(t.db.db, order.id, 29_900);
    const get = (cookie: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/submissions/${order.id}/receipts`,
        headers: { cookie },
      });

    const mine = await get(applicant.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({ purpose: 'order', chargedCents: 29_900, refundedCents: 0 }),
    ]);
    expect((await get(other.cookie)).statusCode).toBe(404);
  });

  it('lists nothing for an own order without a charge, and 404 for an unknown order', async () => {
    const applicant = await signInAs(t.app, t.db.db, 'applicant');
    const unpaid = await seedOrder(t.db.db, { applicantId: applicant.user.id, status: 'draft' });
    await seedPayment(t.db.db, unpaid.id, 8_900, { status: 'requires_payment', succeededAt: null });
    const get = (id: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/submissions/${id}/receipts`,
        headers: { cookie: applicant.cookie },
      });
    const none = await get(unpaid.id);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
