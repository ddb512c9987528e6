import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { accounts, attorneyApplication, newEmail } from './support';

/** The body of a successful response; a failure shows the server's answer. */
export async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

export interface PlacedOrder {
  id: string;
  /** 'Order #3F2A'. */
  label: string;
  /** '#3F2A', as the Order ID column shows it. */
  ref: string;
  packageName: string;
  totalDollars: number;
}

const packages = {
  basic: { name: 'Basic', dollars: 99 },
  core: { name: 'Core', dollars: 299 },
  premium: { name: 'Premium', dollars: 899 },
} as const;
const addOnDollars = { rush: 99, extra_revision: 129, resume_review: 99, t14_reviewer: 149 };

/** What the submit screen sends for an order with pasted text. */
export function submissionBody(packageTier: string, addOns: string[] = []) {
  return {
    packageTier,
    targetSchool: 'yale',
    wordCount: 12,
    pastedText: 'I learned what the law could do for a family the night my uncle was evicted.',
    intakeAnswers: { background: 'Tenant organiser.', goals: 'Housing law.' },
    addOns,
    documentUrl: null,
  };
}

/**
 * As the signed-in applicant: a submission with pasted text, paid with the test card. The order
 * is then queued (paid, waiting for a reviewer).
 */
export async function payForOrder(
  request: APIRequestContext,
  packageTier: keyof typeof packages,
  addOns: (keyof typeof addOnDollars)[] = [],
): Promise<PlacedOrder> {
  const { id } = await ok<{ id: string }>(
    await request.post('/api/submissions', { data: submissionBody(packageTier, addOns) }),
  );
  const { clientSecret } = await ok<{ clientSecret: string }>(
    await request.post('/api/create-payment-intent', {
      data: { packageTier, addOns: [], submissionId: id },
    }),
  );
  await ok(
    await request.post('/api/payments/test-mode/confirm', {
      data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    }),
  );
  const digits = id.slice(-4).toUpperCase();
  return {
    id,
    label: `Order #${digits}`,
    ref: `#${digits}`,
    packageName: packages[packageTier].name,
    totalDollars: packages[packageTier].dollars + addOns.reduce((s, a) => s + addOnDollars[a], 0),
  };
}

export interface Attorney {
  email: string;
  name: string;
}

/** A new account (its own request context) applies to review; returns who applied. */
export async function applyAsAttorney(request: APIRequestContext): Promise<Attorney> {
  const lastName = `Counsel${randomBytes(3).toString('hex')}`;
  const email = newEmail('attorney');
  await ok(
    await request.post('/api/auth/register', {
      data: { email, password: accounts.password, firstName: 'Morgan', lastName },
    }),
  );
  await ok(
    await request.post('/api/reviewer-applications', {
      data: attorneyApplication,
    }),
  );
  return { email, name: `Morgan ${lastName}` };
}

export interface Stats {
  activeOrders: number;
  slaCompliance: number;
  pendingReviews: number;
  monthlyRevenue: number;
}

export interface Summary {
  active: number;
  availableNow: number;
  atCapacity: number;
  pendingApplications: number;
}

export const adminApi = {
  stats: async (request: APIRequestContext) => ok<Stats>(await request.get('/api/admin/stats')),
  summary: async (request: APIRequestContext) =>
    ok<Summary>(await request.get('/api/admin/reviewer-summary')),
  pending: async (request: APIRequestContext) =>
    (await ok<unknown[]>(await request.get('/api/admin/pending-reviewers'))).length,
};

/** '$1,396' -> 1396; '94.2%' -> 94.2; '12' -> 12. */
export function parseFigure(text: string | null): number {
  return Number((text ?? '').replace(/[$,%\s]/g, ''));
}

/** The figure beside a <dt> label inside `scope`, read now (no waiting). */
export async function figureIn(page: Page, scopeLabel: string, label: string): Promise<number> {
  const term = page
    .getByLabel(scopeLabel, { exact: true })
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) });
  return parseFigure(await term.locator('xpath=following-sibling::dd[1]').textContent());
}

/** Opens the admin dashboard fresh and waits until every card has its data. */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByLabel('Key figures', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Reviewer counts', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent orders, newest first' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Financial Reports' })).toBeVisible();
}

/** Maintenance mode must never outlive the admin spec: other specs create orders. */
export async function maintenanceOff(request: APIRequestContext): Promise<void> {
  const settings = await ok<Record<string, unknown>>(await request.get('/api/admin/settings'));
  if (settings.maintenanceMode === false) return;
  await ok(
    await request.put('/api/admin/settings', { data: { ...settings, maintenanceMode: false } }),
  );
}
