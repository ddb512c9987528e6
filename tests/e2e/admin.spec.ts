import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  adminApi,
  applyAsAttorney,
  figureIn,
  maintenanceOff,
  openDashboard,
  payForOrder,
  submissionBody,
  type Attorney,
  type PlacedOrder,
} from './admin-helpers';
import { accounts, createAccount, signIn } from './support';

test('a signed-in non-admin on an admin page is refused and shown nothing', async ({ page }) => {
  await signIn(page, accounts.reviewer.email, accounts.password);
  await page.goto('/admin/orders');
  await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(page.getByText("You don't have admin privileges.", { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Orders' })).toHaveCount(0);
});

/*
 * One story, in order: orders are paid, the figures follow, a reviewer is approved, an order is
 * reassigned, another refunded, and maintenance mode goes on and off. Other spec files share the
 * server, so each figure is compared with its value just before this test changed it; a check
 * that another test disturbed is retried with fresh data (toPass).
 */
test.describe('admin operations', () => {
  test.describe.configure({ mode: 'serial' });

  const contexts: BrowserContext[] = [];
  let admin: Page;
  let applicant: Page;
  let applicantEmail: string;
  /** Every order this story paid for (all the applicant's), and those of the last attempt. */
  const orders: PlacedOrder[] = [];
  let latest: PlacedOrder[] = [];
  let reviewer: Attorney;

  test.beforeAll(async ({ browser }) => {
    const adminContext = await browser.newContext();
    const applicantContext = await browser.newContext();
    contexts.push(adminContext, applicantContext);
    admin = await adminContext.newPage();
    applicant = await applicantContext.newPage();
    await signIn(admin, accounts.admin.email, accounts.password);
    applicantEmail = await createAccount(applicant);
  });

  test.afterAll(async () => {
    if (admin) await maintenanceOff(admin.request);
    await Promise.all(contexts.map((context) => context.close()));
  });

  test('the stat cards, recent orders and CSV follow the orders paid for', async () => {
    test.setTimeout(150_000);
    await expect(async () => {
      const before = await adminApi.stats(admin.request);
      latest = [
        await payForOrder(applicant.request, 'basic'),
        await payForOrder(applicant.request, 'core', ['rush']),
        await payForOrder(applicant.request, 'premium'),
      ];
      orders.push(...latest);
      const revenue = latest.reduce((sum, order) => sum + order.totalDollars, 0);
      await openDashboard(admin);
      expect(await figureIn(admin, 'Key figures', 'Active Orders')).toBe(before.activeOrders + 3);
      expect(await figureIn(admin, 'Key figures', 'Pending Reviews')).toBe(
        before.pendingReviews + 3,
      );
      expect(await figureIn(admin, 'Key figures', 'Monthly Revenue')).toBeCloseTo(
        before.monthlyRevenue + revenue,
        2,
      );
      const now = await adminApi.stats(admin.request);
      expect(await figureIn(admin, 'Key figures', 'SLA Compliance')).toBe(now.slaCompliance);
      const recent = admin.getByRole('table', { name: 'Recent orders, newest first' });
      for (const order of latest) {
        await expect(recent.getByRole('link', { name: `View ${order.label}` })).toBeVisible({
          timeout: 1_000,
        });
      }
    }).toPass({ timeout: 120_000, intervals: [1_000] });

    const premium = latest[2]!;
    const row = admin
      .getByRole('table', { name: 'Recent orders, newest first' })
      .getByRole('row')
      .filter({ hasText: premium.ref });
    await expect(row).toContainText('Jordan Lee');
    await expect(row).toContainText('Premium');
    await expect(row).toContainText('Queued');
    await expect(row).not.toContainText('TBD');

    const downloading = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await downloading).path(), 'utf8');
    expect(csv).toContain('Order ID,Order Number,Status,Package');
    for (const order of orders) {
      const line = csv.split('\r\n').find((l) => l.startsWith(order.id));
      expect(line, `${order.label} in the CSV`).toBeDefined();
      expect(line).toContain(`${order.ref.slice(1)},queued,`);
      expect(line).toContain(applicantEmail);
      expect(line).toContain(`${order.totalDollars}.00`);
    }

    // View All: the applicant's orders, found by email, filtered by package.
    await admin.getByRole('link', { name: 'View All' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await admin.getByLabel('Search').fill(applicantEmail);
    await admin.getByRole('button', { name: 'Search' }).click();
    const table = admin.getByRole('table', { name: 'Orders, newest first' });
    await expect(table.getByRole('row')).toHaveCount(orders.length + 1);
    await admin.getByLabel('Package').selectOption({ label: 'Premium' });
    const premiums = orders.filter((order) => order.packageName === 'Premium');
    await expect(table.getByRole('row')).toHaveCount(premiums.length + 1);
    await expect(admin.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/orders.csv?package=premium&q=${encodeURIComponent(applicantEmail)}`,
    );

    // The applicant's name: every order of that account, whatever else was filtered.
    await table.getByRole('link', { name: 'Jordan Lee: their orders' }).first().click();
    await expect(admin).toHaveURL(/\/admin\/orders\?applicantId=[0-9a-f-]{36}$/);
    await expect(
      admin.getByText(`Showing the orders of Jordan Lee (${applicantEmail}).`),
    ).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(orders.length + 1);
    await admin.getByRole('button', { name: 'All applicants' }).click();
    await expect(admin.getByText(/Showing the orders of/)).toHaveCount(0);
    await expect(admin.getByLabel('Status')).toBeFocused();
  });

  test('an application is approved and the reviewer counts follow', async ({ browser }) => {
    test.setTimeout(150_000);
    await expect(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      const pendingBefore = await adminApi.pending(admin.request);
      const candidate = await applyAsAttorney(context.request);
      await openDashboard(admin);
      await expect(admin.getByText(`${pendingBefore + 1} new`, { exact: true })).toBeVisible({
        timeout: 1_000,
      });
      const before = await adminApi.summary(admin.request);

      await admin.getByRole('link', { name: 'Review Applications' }).click();
      const card = admin
        .getByRole('list', { name: 'Pending applications' })
        .getByRole('listitem')
        .filter({ hasText: candidate.email });
      await card.getByRole('button', { name: 'Approve' }).click();
      await expect(admin.getByText('Application Approved', { exact: true })).toBeVisible();
      reviewer = candidate;

      await openDashboard(admin);
      expect(await figureIn(admin, 'Reviewer counts', 'Active')).toBe(before.active + 1);
      expect(await figureIn(admin, 'Reviewer counts', 'Available Now')).toBe(
        before.availableNow + 1,
      );
      expect(await figureIn(admin, 'Reviewer counts', 'At Capacity')).toBe(before.atCapacity);
    }).toPass({ timeout: 120_000, intervals: [1_000] });
  });

  test('an order is reassigned and its reviewer contacted; another is refunded', async () => {
    test.setTimeout(90_000);
    const [basic, core] = latest as [PlacedOrder, PlacedOrder];

    await admin.goto(`/admin/orders?q=${encodeURIComponent(applicantEmail)}`);
    await admin.getByRole('link', { name: `View ${basic.label}` }).click();
    await expect(admin.getByRole('heading', { level: 1, name: basic.label })).toBeVisible();
    await admin.getByRole('button', { name: 'Reassign' }).click();
    const reassign = admin.getByRole('dialog', { name: `Reassign ${basic.label}` });
    await reassign.getByRole('radio', { name: new RegExp(reviewer.name) }).check();
    await reassign.getByRole('button', { name: 'Reassign Order' }).click();
    await expect(admin.getByText('Order Reassigned', { exact: true })).toBeVisible();
    const events = admin.getByRole('list', { name: 'Order events, oldest first' });
    await expect(events.getByRole('listitem').last()).toContainText('Queued → Assigned');
    await expect(events.getByRole('listitem').last()).toContainText(
      `${accounts.admin.firstName} ${accounts.admin.lastName}`,
    );

    await admin.getByLabel(`Message to ${reviewer.name}`).fill('Please start today: it is close.');
    await admin.getByRole('button', { name: 'Send Message' }).click();
    await expect(admin.getByText('Message Sent', { exact: true })).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Messages, oldest first' })).toContainText(
      'Please start today: it is close.',
    );

    await admin.goto(`/admin/orders/${core.id}`);
    await admin.getByRole('button', { name: 'Issue Refund' }).click();
    const refund = admin.getByRole('dialog', { name: `Issue Refund for ${core.label}` });
    await expect(refund.getByLabel(`Full refund ($${core.totalDollars}.00)`)).toBeChecked();
    await refund.getByRole('button', { name: 'Review Refund' }).click();
    await expect(refund.getByText('Give a reason for the refund.')).toBeVisible();
    await refund.getByLabel('Reason for the refund').fill('The applicant withdrew.');
    await refund.getByRole('button', { name: 'Review Refund' }).click();
    await expect(refund).toContainText(`Refund $${core.totalDollars}.00 to Jordan Lee?`);
    await refund.getByRole('button', { name: 'Confirm Refund' }).click();
    await expect(admin.getByText('Refund Issued', { exact: true })).toBeVisible();
    await expect(events.getByRole('listitem').last()).toContainText('Queued → Refunded');
    await expect(admin.getByRole('button', { name: 'Issue Refund' })).toBeDisabled();

    await admin.goto(`/admin/orders?q=${encodeURIComponent(applicantEmail)}&status=refunded`);
    const refunded = admin.getByRole('table', { name: 'Orders, newest first' }).getByRole('row');
    await expect(refunded).toHaveCount(2);
    await expect(refunded.nth(1)).toContainText(core.ref);
    await expect(refunded.nth(1)).toContainText('Refunded');

    await admin.getByRole('link', { name: 'Audit Log' }).click();
    const log = admin.getByRole('list', { name: 'Audit log, newest first' }).getByRole('listitem');
    // Each entry reads as a sentence: who did what to which order.
    for (const [order, action] of [
      [core, new RegExp(`refunded \\$[\\d,.]+ on ${core.label}`)],
      [basic, new RegExp(`messaged ${reviewer.name} about ${basic.label}`)],
      [basic, new RegExp(`\\bassigned ${basic.label} to ${reviewer.name}`)],
    ] as const) {
      await expect(
        log
          .filter({ hasText: action })
          .filter({ has: admin.getByRole('link', { name: order.label }) }),
      ).toHaveCount(1);
    }
  });

  test('maintenance mode refuses new orders on the submit screen, then is switched off', async () => {
    test.setTimeout(60_000);
    try {
      await openDashboard(admin);
      const maintenance = admin.getByLabel('Disable new orders');
      await expect(maintenance).not.toBeChecked();
      await maintenance.check();
      await admin.getByRole('button', { name: 'Save Settings' }).click();
      await expect(admin.getByText('Settings Saved', { exact: true })).toBeVisible();

      await applicant.goto('/submit');
      await expect(
        applicant.getByRole('alert').filter({ hasText: 'New orders are paused' }),
      ).toContainText('New orders are paused for scheduled maintenance.');
      await expect(applicant.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
      const refused = await applicant.request.post('/api/submissions', {
        data: submissionBody('core'),
      });
      expect(refused.status()).toBe(503);
      expect(((await refused.json()) as { message: string }).message).toContain(
        'New orders are paused',
      );

      await maintenance.uncheck();
      await admin.getByRole('button', { name: 'Save Settings' }).click();
      await expect(admin.getByText('New orders are accepted.', { exact: true })).toBeVisible();
      await applicant.reload();
      await expect(applicant.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
      await expect(applicant.getByText('New orders are paused', { exact: true })).toHaveCount(0);
    } finally {
      await maintenanceOff(admin.request);
    }
  });
});
