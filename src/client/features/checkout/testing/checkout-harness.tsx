import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { orderTotalCents } from '#shared/domain/add-ons.js';
import type { PackageTier } from '#shared/domain/packages.js';
import type { SubmissionDetail } from '#shared/schemas/submissions.js';
import { Toaster } from '#client/components/ui/toaster';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { CheckoutScreen } from '../components/checkout-screen';
import { parsePurchase } from '../lib/purchase';
import { queryKeys } from '#client/lib/query-keys';

export const orderId = '5d0c1e2f-3a4b-4c5d-8e6f-7a8b9c0dab12';
export const clientSecret = 'pi_test_123_secret_abc';

/** An order as GET /api/submissions/{id} answers it: an unpaid Core draft by default. */
export function makeOrder(overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  const order: SubmissionDetail = {
    id: orderId,
    status: 'draft',
    packageTier: 'core',
    addOns: [],
    targetSchool: 'yale',
    wordCount: 640,
    reviewerId: null,
    reviewer: null,
    submittedAt: null,
    etaAt: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    applicantId: 'user-1',
    pastedText: 'My statement.',
    intakeAnswers: {
      background: 'B',
      goals: 'G',
      highlights: null,
      concerns: null,
      whySchool: null,
    },
    documentUrl: null,
    document: null,
    totalCents: 0,
    roundsDelivered: 0,
    ...overrides,
  };
  return { ...order, totalCents: orderTotalCents(order.packageTier, order.addOns) };
}

export const testModeConfig = () => jsonResponse({ provider: 'test', publishableKey: null });
export const orderRoute = `GET /api/submissions/${orderId}`;

/** The checkout as the page composes it, with the order loaded by the default query function. */
function Harness({ tier, addOns }: { tier: PackageTier; addOns: string | null }) {
  const order = useQuery<SubmissionDetail>({ queryKey: queryKeys.submissions.detail(orderId) });
  return (
    <CheckoutScreen
      packageTier={tier}
      submissionId={orderId}
      userId="user-1"
      purchase={parsePurchase(addOns)}
      order={{ data: order.data, error: order.error }}
      steps={<p>Order progress</p>}
    />
  );
}

/** Opens /checkout/{tier}?submissionId=... (with &addOns=... when given) against a fake API. */
export function renderCheckout(
  routes: Parameters<typeof fakeApi>[0],
  { tier = 'core', addOns = null }: { tier?: PackageTier; addOns?: string | null } = {},
) {
  visit(`/checkout/${tier}?submissionId=${orderId}${addOns === null ? '' : `&addOns=${addOns}`}`);
  const calls = fakeApi(routes);
  const rendered = renderWithUser(
    <>
      <Harness tier={tier} addOns={addOns} />
      <Toaster />
    </>,
    makeUser(),
  );
  return { calls, ...rendered };
}

export { expectToast } from '#client/testing/render';

/** The summary's rows as [label, amount] pairs. */
export function summaryRows(): [string, string][] {
  const summary = screen.getByRole('complementary', { name: 'Order summary and next steps' });
  return [...summary.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}
