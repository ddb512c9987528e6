import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support';

/** Saves an unpaid draft through the API as the signed-in applicant; returns its id. */
async function createDraft(page: Page): Promise<string> {
  const response = await page.request.post('/api/submissions', {
    data: {
      packageTier: 'core',
      targetSchool: 'harvard',
      wordCount: 512,
      pastedText: 'The night my father lost his job, I learned what a lease really says.',
      intakeAnswers: {
        background: 'Grew up in a family of tenants in Chicago.',
        goals: 'Housing law and tenant advocacy.',
        highlights: 'Volunteer work at a legal aid clinic.',
        concerns: null,
        whySchool: null,
      },
      addOns: [],
      documentUrl: null,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('an applicant follows a draft from the dashboard to its order page', async ({ page }) => {
  await createAccount(page);
  await expect(page.getByRole('link', { name: 'Start Your First Review' })).toBeVisible();
  const id = await createDraft(page);
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Your Statement Review' })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true }).first()).toHaveClass(/bg-gray-100/);
  await expect(page.getByText('Core Review', { exact: true })).toBeVisible();
  await expect(page.getByText('Harvard Law School', { exact: true })).toBeVisible();
  await expect(page.getByText('TBD', { exact: true })).toBeVisible();
  await expect(page.getByText('512', { exact: true })).toBeVisible();
  await expect(page.getByText(/saved but not paid for yet/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Reviewer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download Original Statement' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
    'href',
    `/checkout/core?submissionId=${id}`,
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious'),
  ).toEqual([]);

  await page.getByRole('button', { name: 'Add Rush Delivery to your order' }).click();
  await expect(page.getByText('Add-on Added', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Rush Delivery was added to your order. New total: $398.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Add Rush Delivery/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Add Extra Revision/ })).toBeVisible();

  await page.getByRole('link', { name: 'View Past Reviews' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await page
    .getByRole('link', { name: new RegExp(`Order #${id.slice(-4).toUpperCase()}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await expect(page.getByText('Rush Delivery ($99)', { exact: true })).toBeVisible();
  await expect(page.getByText('$398', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Housing law and tenant advocacy.')).toBeVisible();
  await expect(page.getByText('Volunteer work at a legal aid clinic.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete payment' })).toBeVisible();
});

test("another applicant cannot open someone else's order", async ({ page, browser }) => {
  await createAccount(page);
  const id = await createDraft(page);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await createAccount(other);
  await other.goto(`/orders/${id}`);
  await expect(other.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
  await expect(other.getByText('Housing law and tenant advocacy.')).toHaveCount(0);
  const response = await other.request.get(`/api/submissions/${id}`);
  expect(response.status()).toBe(404);
  await otherContext.close();

  await page.goto(`/orders/${id}`);
  await expect(page.getByText('Housing law and tenant advocacy.')).toBeVisible();
});

test('the applicant dashboard fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await createAccount(page);
  await createDraft(page);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Complete payment' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a fresh load of the dashboard asks for the session and the orders once each, without zod', async ({
  page,
}) => {
  await createAccount(page);
  // The first visit's own reads are done before the fresh load is watched.
  await expect(page.getByRole('link', { name: 'Start Your First Review' })).toBeVisible();
  await createDraft(page);
  const asked: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(`${request.method()} ${pathname}`);
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Complete payment' })).toBeVisible();

  // The page preloads the session check; the app's own read must take that answer, not ask again.
  await expect(page.locator('link[rel="preload"][href="/api/auth/user"]')).toHaveCount(1);
  expect(asked.filter((call) => call === 'GET /api/auth/user')).toHaveLength(1);
  expect(asked.filter((call) => call === 'GET /api/submissions')).toHaveLength(1);
  // The message box loads its validation (zod) with its first check; nothing else here needs it.
  expect(scripts.filter((script) => script.startsWith('/assets/zod-'))).toEqual([]);
});

test("the header's arrival with the session moves nothing on a signed-in page", async ({
  page,
}) => {
  await createAccount(page);
  await expect(page.getByRole('link', { name: 'Start Your First Review' })).toBeVisible();
  // A slow session check, so that the page is drawn before the header comes.
  await page.route('**/api/auth/user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await expect(page.getByRole('status').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your First Review' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts).toEqual([]);
});
