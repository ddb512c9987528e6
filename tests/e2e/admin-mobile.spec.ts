import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ok, openDashboard, payForOrder } from './admin-helpers';
import { accounts, attorneyApplication, createAccount, signIn } from './support';

/*
 * The admin screens on a 375 px phone (docs/product.md §7 Admins): no page scrolls sideways, and a
 * table wider than the screen scrolls inside its own card, so its action column can be reached.
 * Runs on the shared server (not admin.spec.ts's own): it only reads, apart from the orders and
 * applications it makes, and approving one application (which the audit log then shows, and whose
 * emails the outbox lists).
 */

/** An address with no hyphen or dot to break at before the '@': the longest word on a page. */
const longEmail = (who: string) =>
  `${who}withaverylongaddress${randomBytes(6).toString('hex')}@counselreviewexample.test`;

/** Files a reviewer application from a new account with a long address: its id and the address. */
async function applyWithLongEmail(page: Page): Promise<{ id: string; email: string }> {
  const email = longEmail('attorney');
  await ok(
    await page.request.post('/api/auth/register', {
      data: {
        email,
        password: accounts.password,
        firstName: 'Morgan',
        lastName: `Counsel${randomBytes(3).toString('hex')}`,
      },
    }),
  );
  const { id } = await ok<{ id: string }>(
    await page.request.post('/api/reviewer-applications', {
      data: attorneyApplication,
    }),
  );
  return { id, email };
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Every button and link in each table's rows can be scrolled to and seen, the page unmoved. */
async function expectTableActionsReachable(page: Page) {
  const tables = page.getByRole('table');
  const count = await tables.count();
  for (let t = 0; t < count; t++) {
    const table = tables.nth(t);
    await table.scrollIntoViewIfNeeded();
    const controls = table.locator('tbody').locator('a[href], button');
    const controlCount = await controls.count();
    for (let c = 0; c < controlCount; c++) {
      const control = controls.nth(c);
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeVisible();
      // In view through the table's own scrolling: not clipped by its card or the screen.
      await expect(control).toBeInViewport({ ratio: 0.9 });
    }
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  }
}

test('every admin page fits a 375 px phone; table actions stay reachable @mobile', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Something on every page: an order whose applicant has a long address, two applications
  // with long addresses (one approved: a reviewer, and an audit log line; one left pending).
  const applicantContext = await browser.newContext();
  const attorneyContexts = [await browser.newContext(), await browser.newContext()];
  try {
    const applicant = await applicantContext.newPage();
    await createAccount(applicant, longEmail('applicant'));
    const order = await payForOrder(applicant.request, 'core', ['rush']);
    const [approved] = await Promise.all(
      attorneyContexts.map(async (context) => applyWithLongEmail(await context.newPage())),
    );

    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, accounts.admin.email, accounts.password);
    await ok(
      await page.request.post(`/api/admin/reviewer-applications/${approved!.id}/decision`, {
        data: { decision: 'approve' },
      }),
    );

    const pages: [string, () => Promise<void>][] = [
      ['/dashboard', () => openDashboard(page)],
      [
        '/admin/orders',
        () => expect(page.getByRole('table', { name: 'Orders, newest first' })).toBeVisible(),
      ],
      [
        `/admin/orders/${order.id}`,
        () => expect(page.getByRole('list', { name: 'Order events, oldest first' })).toBeVisible(),
      ],
      [
        '/admin/at-risk',
        () => expect(page.getByRole('heading', { level: 1, name: 'Orders At Risk' })).toBeVisible(),
      ],
      [
        '/admin/reviewers',
        () => expect(page.getByRole('table', { name: 'Reviewers, alphabetical' })).toBeVisible(),
      ],
      [
        '/admin/applications',
        () => expect(page.getByRole('button', { name: 'Approve' }).first()).toBeVisible(),
      ],
      [
        '/admin/audit',
        () =>
          expect(page.getByRole('list', { name: 'Audit log, newest first' })).toContainText(
            'approved the reviewer application of Morgan Counsel',
          ),
      ],
      [
        '/admin/outbox',
        () => expect(page.getByRole('table', { name: 'Emails, newest first' })).toBeVisible(),
      ],
    ];
    for (const [path, loaded] of pages) {
      await test.step(path, async () => {
        if (path !== '/dashboard') await page.goto(path);
        await loaded();
        expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        await expectTableActionsReachable(page);
        expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      });
    }

    // The Reviewer filter searches by email and fits the phone; chosen by keyboard alone, it
    // goes in the address, and the name comes back from it.
    await test.step('the Reviewer filter', async () => {
      await page.goto('/admin/orders');
      const reviewer = page.getByRole('combobox', { name: 'Reviewer' });
      await reviewer.fill(approved!.email.toUpperCase());
      const options = page.getByRole('listbox', { name: 'Reviewers' }).getByRole('option');
      await expect(options).toHaveCount(2);
      await expect(options.nth(0)).toHaveText('All reviewers');
      await expect(options.nth(1)).toContainText('Morgan Counsel');
      await expect(options.nth(1)).toBeInViewport();
      expect(await sidewaysOverflow(page), 'the open list scrolls sideways').toBeLessThanOrEqual(0);
      await reviewer.press('ArrowDown');
      await reviewer.press('ArrowDown');
      await reviewer.press('Enter');
      await expect(page).toHaveURL(/[?&]reviewerId=[0-9a-f-]{36}(&|$)/);
      await expect(reviewer).toHaveValue(/^Morgan Counsel/);
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Reviewer' })).toHaveValue(/^Morgan Counsel/);
    });

    // The dashboard's Financial Reports dialog fits too; its table scrolls inside it.
    await openDashboard(page);
    await page.getByRole('button', { name: 'Financial Reports' }).click();
    const dialog = page.getByRole('dialog', { name: 'Financial Reports' });
    await expect(dialog.getByRole('table')).toBeVisible();
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // An email opened from the outbox fits too: its text wraps inside the dialog.
    await page.goto('/admin/outbox');
    await page
      .getByRole('button', { name: /^Read / })
      .first()
      .click();
    const email = page.getByRole('dialog');
    await expect(email.getByRole('region', { name: 'Email text' })).toBeVisible();
    expect(await email.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  } finally {
    await Promise.all([applicantContext, ...attorneyContexts].map((context) => context.close()));
  }
});
