import { describe, expect, it } from 'vitest';
import { signInAs, getAs } from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

const t = useTestApp();

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9));

describe('GET /api/reviewer/assignments', () => {
  it("pages through the reviewer's own orders under review, soonest deadline first", async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const other = await seedReviewer(t.app, t.db.db);
    const applicant = await signInAs(t.app, t.db.db, 'applicant');
    const order = (
      status: 'assigned' | 'in_review' | 'feedback_ready',
      day: number,
      reviewerId: string,
    ) => seedOrder(t.db.db, { applicantId: applicant.user.id, status, reviewerId, etaAt: at(day) });
    const late = await order('in_review', 20, reviewer.user.id);
    const soon = await order('assigned', 10, reviewer.user.id);
    const middle = await order('assigned', 15, reviewer.user.id);
    await order('feedback_ready', 5, reviewer.user.id);
    await order('assigned', 6, other.user.id);

    const first = await getAs(t.app, '/api/reviewer/assignments?limit=2', reviewer.cookie);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items.map((o: { id: string }) => o.id)).toEqual([soon.id, middle.id]);
    expect(page.items[0]).toMatchObject({ applicantId: applicant.user.id, status: 'assigned' });
    expect(page.nextCursor).toEqual(expect.any(String));

    const second = await getAs(
      t.app,
      `/api/reviewer/assignments?limit=2&cursor=${page.nextCursor}`,
      reviewer.cookie,
    );
    expect(second.json()).toEqual({
      items: [expect.objectContaining({ id: late.id })],
      nextCursor: null,
    });
  });

  it('answers a bad cursor with a 400 and is for reviewers only', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    const bad = await getAs(t.app, '/api/reviewer/assignments?cursor=nonsense', reviewer.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/page link is invalid/);
    const applicant = await signInAs(t.app, t.db.db, 'applicant');
    expect((await getAs(t.app, '/api/reviewer/assignments', applicant.cookie)).statusCode).toBe(
      403,
    );
  });
});
