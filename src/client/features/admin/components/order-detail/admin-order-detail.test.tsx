import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser } from '#client/testing/render';
import { makeDetail, ORDER_ID } from '../../testing/fixtures';
import { AdminOrderDetail } from './admin-order-detail';

const at = '2026-11-21T12:00:00.000Z';

afterEach(() => vi.unstubAllGlobals());

describe('AdminOrderDetail', () => {
  it('shows the event log, payments and refunds, messages, documents and reviews', async () => {
    fakeApi({
      [`GET /api/admin/orders/${ORDER_ID}`]: () =>
        jsonResponse(
          makeDetail({
            events: [
              {
                id: 'e1',
                fromStatus: 'draft',
                toStatus: 'queued',
                note: null,
                actorId: null,
                actorName: null,
                createdAt: at,
              },
              {
                id: 'e2',
                fromStatus: 'queued',
                toStatus: 'assigned',
                note: 'assigned by an admin to Morgan Counsel',
                actorId: 'a',
                actorName: 'Alex Admin',
                createdAt: at,
              },
            ],
            payments: [
              {
                id: 'p1',
                purpose: 'order',
                addOns: [],
                amountCents: 29_900,
                refundedCents: 5_000,
                status: 'succeeded',
                provider: 'test',
                createdAt: at,
                succeededAt: at,
                refunds: [
                  {
                    id: 'r1',
                    paymentId: 'p1',
                    amountCents: 5_000,
                    reason: 'Goodwill',
                    actorId: 'a',
                    actorName: 'Alex Admin',
                    by: 'Alex Admin',
                    createdAt: at,
                  },
                ],
              },
            ],
            refundableCents: 24_900,
            messages: [
              {
                id: 'm1',
                authorId: 'a',
                authorName: 'Alex Admin',
                authorRole: 'admin',
                body: 'Please hurry.',
                createdAt: at,
              },
            ],
            documents: [
              {
                kind: 'statement',
                url: '/api/documents/d1',
                fileName: 'statement.pdf',
                sizeBytes: 2048,
                round: null,
              },
              {
                kind: 'draft',
                url: '/api/documents/d2',
                fileName: 'second-draft.docx',
                sizeBytes: 4096,
                round: 2,
              },
            ],
          }),
        ),
    });
    renderWithUser(<AdminOrderDetail id={ORDER_ID} />, makeUser({ role: 'admin' }));

    const events = await screen.findByRole('list', { name: 'Order events, oldest first' });
    const [paid, assigned] = within(events).getAllByRole('listitem');
    expect(paid).toHaveTextContent('Draft → Queued');
    expect(paid).toHaveTextContent('System');
    expect(assigned).toHaveTextContent('Queued → Assigned');
    expect(assigned).toHaveTextContent('Alex Admin');
    expect(assigned).toHaveTextContent('assigned by an admin to Morgan Counsel');

    expect(
      screen.getByText(/Refund of \$50\.00 on .* by Alex Admin: Goodwill/),
    ).toBeInTheDocument();
    expect(screen.getByText('$249.00')).toBeInTheDocument();
    expect(screen.getByText('Please hurry.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message to Morgan Counsel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'statement.pdf' })).toHaveAttribute(
      'href',
      '/api/documents/d1/download',
    );
    const draft = screen.getByRole('link', { name: 'second-draft.docx' });
    expect(draft).toHaveAttribute('href', '/api/documents/d2/download');
    expect(draft.closest('li')).toHaveTextContent(/^Draft 2 · 4\.0 KB/);
    expect(screen.getByText('The reviewer has not started a review yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reassign' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Issue Refund' })).toBeEnabled();
    // The applicant and the reviewer link to their orders.
    const { applicant, reviewer } = makeDetail();
    expect(screen.getByRole('link', { name: `${applicant.name}: their orders` })).toHaveAttribute(
      'href',
      `/admin/orders?applicantId=${applicant.id}`,
    );
    expect(screen.getByRole('link', { name: `${reviewer!.name}: their orders` })).toHaveAttribute(
      'href',
      `/admin/orders?reviewerId=${reviewer!.id}`,
    );
  });

  it("shows the applicant's voice for each revised draft", async () => {
    fakeApi({
      [`GET /api/admin/orders/${ORDER_ID}`]: () =>
        jsonResponse(
          makeDetail({ voice: [{ draft: 2, ownPercent: 68, adoptedWords: 13, totalWords: 41 }] }),
        ),
    });
    renderWithUser(<AdminOrderDetail id={ORDER_ID} />, makeUser({ role: 'admin' }));
    const voice = await screen.findByRole('list', { name: "Applicant's voice" });
    expect(voice).toHaveTextContent(
      "Draft 2: 68% the applicant's own wording (13 of 41 words taken from the reviewer)",
    );
  });

  it('counts the comments on passages of each round in words', async () => {
    const comment = (id: string) => ({
      id,
      startOffset: 0,
      endOffset: 5,
      quote: 'I grew',
      body: 'Open with the courtroom.',
      suggestion: null,
      followUp: null,
    });
    const round = (n: number, comments: string[]) => ({
      id: `r${n}`,
      round: n,
      summaryMemo: `Round ${n} memo`,
      rubricScores: { clarity: 4, structure: 3, voice: 4, authenticity: 5, ethics: 5 },
      inlineComments: null,
      annotatedDocumentUrl: null,
      anchoredComments: comments.map(comment),
      submittedAt: at,
      updatedAt: at,
      rating: null,
    });
    fakeApi({
      [`GET /api/admin/orders/${ORDER_ID}`]: () =>
        jsonResponse(makeDetail({ reviews: [round(1, ['c1']), round(2, ['c2', 'c3'])] })),
    });
    renderWithUser(<AdminOrderDetail id={ORDER_ID} />, makeUser({ role: 'admin' }));
    expect(await screen.findByText('1 comment on passages')).toBeInTheDocument();
    expect(screen.getByText('2 comments on passages')).toBeInTheDocument();
  });

  it('offers Issue Refund for money held on a draft, and says why not once nothing is left', async () => {
    const draft = (refundableCents: number) =>
      makeDetail({ order: { ...makeDetail().order, status: 'draft' }, refundableCents });
    fakeApi({ [`GET /api/admin/orders/${ORDER_ID}`]: () => jsonResponse(draft(9_900)) });
    const { unmount } = renderWithUser(
      <AdminOrderDetail id={ORDER_ID} />,
      makeUser({ role: 'admin' }),
    );
    expect(await screen.findByRole('button', { name: 'Issue Refund' })).toBeEnabled();
    unmount();
    vi.unstubAllGlobals();

    fakeApi({ [`GET /api/admin/orders/${ORDER_ID}`]: () => jsonResponse(draft(0)) });
    renderWithUser(<AdminOrderDetail id={ORDER_ID} />, makeUser({ role: 'admin' }));
    const refund = await screen.findByRole('button', { name: 'Issue Refund' });
    expect(refund).toBeDisabled();
    expect(refund).toHaveAccessibleDescription(/This order was never paid\./);
  });

  it('says Order Not Found for an unknown order', async () => {
    fakeApi({});
    renderWithUser(<AdminOrderDetail id={ORDER_ID} />, makeUser({ role: 'admin' }));
    expect(await screen.findByText('Order Not Found')).toBeInTheDocument();
  });
});
