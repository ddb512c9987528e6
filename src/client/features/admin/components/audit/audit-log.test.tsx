import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditPerson } from '#shared/schemas/admin.js';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser } from '#client/testing/render';
import { auditSentence, sentenceText, type NamedAuditEntry } from '../../lib/audit-sentence';
import { AuditLog } from './audit-log';

const ORDER_ID = '6f1c2d3e-0000-4000-8000-00000000ab12';
const ADMIN_ID = '11111111-0000-4000-8000-000000000001';
const DANA_ID = '22222222-0000-4000-8000-000000000002';
const RILEY_ID = '33333333-0000-4000-8000-000000000003';
const MORGAN_ID = '44444444-0000-4000-8000-000000000004';
const APPLICATION_ID = '55555555-0000-4000-8000-000000000005';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const people: Record<string, AuditPerson> = {
  [ADMIN_ID]: { name: 'Ada Admin', email: 'ada@example.com', role: 'admin' },
  [DANA_ID]: { name: 'Dana Reviewer', email: 'dana@example.com', role: 'reviewer' },
  [RILEY_ID]: { name: 'Riley Reviewer', email: 'riley@example.com', role: 'reviewer' },
  [MORGAN_ID]: { name: 'Morgan Counsel', email: 'morgan@example.com', role: 'applicant' },
};

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: `entry-${Math.random()}`,
    actorId: ADMIN_ID,
    action: 'order.refund',
    targetType: 'submission',
    targetId: ORDER_ID,
    targetLabel: 'Order #AB12',
    details: {},
    createdAt: '2026-11-21T15:30:00.000Z',
    ...overrides,
  };
}

/** The sentence of an entry on a page naming `named` (everyone above, unless told). */
const says = (e: AuditEntry, named = people) =>
  sentenceText(auditSentence({ ...e, people: named } satisfies NamedAuditEntry));

describe('audit sentences', () => {
  it('a refund: who, how much in dollars, on which order, why', () => {
    expect(
      says(entry({ details: { amountCents: 89_900, kind: 'full', reason: 'Deadline missed' } })),
    ).toBe(
      'Ada Admin (ada@example.com) refunded $899.00 on Order #AB12 (full refund): “Deadline missed”.',
    );
    expect(says(entry({ details: { amountCents: 4_950, kind: 'partial', reason: 'Late' } }))).toBe(
      'Ada Admin (ada@example.com) refunded $49.50 on Order #AB12 (partial refund): “Late”.',
    );
  });

  it('a reassignment names both reviewers; a first assignment only the new one', () => {
    expect(
      says(
        entry({
          action: 'order.reassign',
          details: { fromReviewerId: RILEY_ID, toReviewerId: DANA_ID, status: 'assigned' },
        }),
      ),
    ).toBe(
      'Ada Admin (ada@example.com) reassigned Order #AB12 to Dana Reviewer (from Riley Reviewer).',
    );
    expect(
      says(
        entry({
          action: 'order.reassign',
          details: { fromReviewerId: null, toReviewerId: DANA_ID, status: 'assigned' },
        }),
      ),
    ).toBe('Ada Admin (ada@example.com) assigned Order #AB12 to Dana Reviewer.');
  });

  it('a release by a reviewer, with the reason', () => {
    expect(
      says(
        entry({
          action: 'order.release',
          actorId: DANA_ID,
          details: { reason: 'Conflict of interest', releasesThisWeek: 1 },
        }),
      ),
    ).toBe(
      'Dana Reviewer (dana@example.com) released Order #AB12 back to the queue: “Conflict of interest”.',
    );
  });

  it('a message to the reviewer, long ones cut short', () => {
    const said = says(
      entry({
        action: 'order.contact_reviewer',
        details: { reviewerId: DANA_ID, message: `Please hurry. ${'x'.repeat(400)}` },
      }),
    );
    expect(said).toMatch(
      /^Ada Admin \(ada@example.com\) messaged Dana Reviewer about Order #AB12: “Please hurry\. x+…”\.$/,
    );
    expect(said.length).toBeLessThan(260);
  });

  it("a message in an order's thread", () => {
    expect(
      says(
        entry({ action: 'order.message', details: { message: 'We are finding you a reviewer.' } }),
      ),
    ).toBe(
      'Ada Admin (ada@example.com) wrote in the messages of Order #AB12: “We are finding you a reviewer.”.',
    );
  });

  it('settings: only what changed, in words', () => {
    expect(
      says(
        entry({
          action: 'settings.update',
          targetType: 'settings',
          targetId: null,
          targetLabel: null,
          details: {
            before: { autoAssignment: true, slaAlertThreshold: 70, maintenanceMode: false },
            after: { autoAssignment: false, slaAlertThreshold: 90, maintenanceMode: false },
          },
        }),
      ),
    ).toBe(
      'Ada Admin (ada@example.com) changed Quick Settings: turned auto-assignment off, set the SLA alert threshold from 70% to 90%.',
    );
    const same = { autoAssignment: true, slaAlertThreshold: 70, maintenanceMode: false };
    expect(
      says(
        entry({
          action: 'settings.update',
          targetType: 'settings',
          targetId: null,
          details: { before: same, after: same },
        }),
      ),
    ).toBe('Ada Admin (ada@example.com) saved Quick Settings without changing them.');
  });

  it('reviewer changes and application decisions name the person', () => {
    const reviewerTarget = {
      targetType: 'reviewer',
      targetId: DANA_ID,
      targetLabel: 'Dana Reviewer',
    };
    expect(
      says(
        entry({
          ...reviewerTarget,
          action: 'reviewer.capacity',
          details: { from: { weeklyCapacity: 5 }, to: { weeklyCapacity: 0 } },
        }),
      ),
    ).toBe(
      'Ada Admin (ada@example.com) changed the weekly capacity of Dana Reviewer from 5 reviews a week to unavailable.',
    );
    expect(says(entry({ ...reviewerTarget, action: 'reviewer.deactivate' }))).toBe(
      'Ada Admin (ada@example.com) deactivated reviewer Dana Reviewer (no new orders).',
    );
    expect(says(entry({ ...reviewerTarget, action: 'reviewer.activate' }))).toBe(
      'Ada Admin (ada@example.com) activated reviewer Dana Reviewer.',
    );
    const application = {
      targetType: 'reviewer_application',
      targetId: APPLICATION_ID,
      targetLabel: 'Morgan Counsel',
    };
    expect(
      says(
        entry({
          ...application,
          action: 'reviewer_application.approve',
          details: { userId: MORGAN_ID, reason: null },
        }),
      ),
    ).toBe('Ada Admin (ada@example.com) approved the reviewer application of Morgan Counsel.');
    expect(
      says(
        entry({
          ...application,
          action: 'reviewer_application.reject',
          details: { userId: MORGAN_ID, reason: 'No bar admission' },
        }),
      ),
    ).toBe(
      'Ada Admin (ada@example.com) rejected the reviewer application of Morgan Counsel: “No bar admission”.',
    );
    // An applicant's name links to their orders, as a reviewer's links to Manage Reviewers.
    const parts = auditSentence({
      ...entry({
        ...application,
        action: 'reviewer_application.approve',
        details: { userId: MORGAN_ID, reason: null },
      }),
      people,
    });
    expect(parts).toContainEqual({
      text: 'Morgan Counsel',
      href: `/admin/orders?applicantId=${MORGAN_ID}`,
    });
  });

  it('unknown actions, nameless and deleted actors: readable, never JSON or an id', () => {
    const unknown = says(
      entry({ action: 'order.archive', details: { nested: { amountCents: 1 }, id: ORDER_ID } }),
    );
    expect(unknown).toBe('Ada Admin (ada@example.com) did “order archive” on Order #AB12.');
    const NAMELESS_ID = '66666666-0000-4000-8000-000000000006';
    expect(
      says(
        entry({
          action: 'box.shake',
          actorId: NAMELESS_ID,
          targetType: 'box',
          targetId: APPLICATION_ID,
          targetLabel: null,
        }),
        { ...people, [NAMELESS_ID]: { name: null, email: 'nameless@example.com', role: 'admin' } },
      ),
    ).toBe('nameless@example.com did “box shake”.');
    expect(
      says(
        entry({
          action: 'reviewer.activate',
          actorId: null,
          targetType: 'reviewer',
          targetId: APPLICATION_ID,
          targetLabel: null,
        }),
        {},
      ),
    ).toBe('A deleted account activated reviewer a person no longer on record.');
    // An actor the page does not name (an account deleted since) is not guessed at either.
    expect(says(entry({ action: 'order.release', actorId: MORGAN_ID }), {})).toBe(
      'A deleted account released Order #AB12 back to the queue.',
    );
  });
});

describe('AuditLog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each entry as a sentence with links to the order and the reviewer, and no ids', async () => {
    fakeApi({
      'GET /api/admin/audit-log?limit=50': () =>
        jsonResponse({
          items: [
            entry({
              id: 'a',
              details: { amountCents: 89_900, kind: 'full', reason: 'Deadline missed' },
            }),
            entry({
              id: 'b',
              action: 'order.reassign',
              details: { fromReviewerId: RILEY_ID, toReviewerId: DANA_ID, status: 'assigned' },
            }),
          ],
          nextCursor: null,
          people,
        }),
    });
    renderWithUser(<AuditLog />, makeUser({ role: 'admin' }));
    const list = await screen.findByRole('list', { name: 'Audit log, newest first' });
    const [refund, reassign] = within(list).getAllByRole('listitem');
    expect(refund).toHaveTextContent(
      'Ada Admin (ada@example.com) refunded $899.00 on Order #AB12 (full refund): “Deadline missed”.',
    );
    expect(within(refund!).getByRole('link', { name: 'Order #AB12' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(within(refund!).getByText(/Nov 21, 2026/)).toHaveAttribute(
      'datetime',
      '2026-11-21T15:30:00.000Z',
    );
    expect(within(reassign!).getByRole('link', { name: 'Dana Reviewer' })).toHaveAttribute(
      'href',
      '/admin/reviewers',
    );
    expect(list.textContent).not.toMatch(UUID);
    expect(list.textContent).not.toContain('amountCents');
    expect(list.textContent).not.toContain('{');
  });

  it('says so when nothing was recorded', async () => {
    fakeApi({
      'GET /api/admin/audit-log?limit=50': () =>
        jsonResponse({ items: [], nextCursor: null, people: {} }),
    });
    renderWithUser(<AuditLog />, makeUser({ role: 'admin' }));
    expect(await screen.findByText('No admin actions yet')).toBeInTheDocument();
  });

  it('shows the server reason and a retry when the log cannot load', async () => {
    fakeApi({
      'GET /api/admin/audit-log?limit=50': () => jsonResponse({ message: 'Database down' }, 500),
    });
    renderWithUser(<AuditLog />, makeUser({ role: 'admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the audit log');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps the entries shown when the next page cannot load', async () => {
    fakeApi({
      'GET /api/admin/audit-log?limit=50': () =>
        jsonResponse({
          items: [
            entry({ id: 'a', details: { amountCents: 4_950, kind: 'partial', reason: 'Late' } }),
          ],
          nextCursor: 'cursor-2',
          people,
        }),
      'GET /api/admin/audit-log?limit=50&cursor=cursor-2': () =>
        jsonResponse({ message: 'Database down' }, 500),
    });
    renderWithUser(<AuditLog />, makeUser({ role: 'admin' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More could not be loaded: Database down',
    );
    expect(screen.getByRole('list', { name: 'Audit log, newest first' })).toHaveTextContent(
      'refunded $49.50 on Order #AB12',
    );
  });
});
