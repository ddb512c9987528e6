import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accounts, createAccount, newEmail, signIn } from './support';

const PASSWORD = 'a long enough password';

/** Fills and sends the reviewer application as the signed-in attorney. */
async function apply(page: Page) {
  await page.goto('/become-a-reviewer');
  const form = page.getByRole('form', { name: 'Reviewer application' });
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText('Enter your law school.', { exact: true })).toBeVisible();

  await form.getByLabel('Law school').fill('Columbia Law School');
  await form.getByLabel('Graduation year').fill('2014');
  await form.getByLabel('Bar admission state').fill('New York');
  await form.getByLabel('Bar admission year').fill('2015');
  await form.getByLabel('Practice area').fill('Employment litigation');
  await form.getByLabel('Yes').check();
  await form
    .getByLabel('Short bio')
    .fill('Ten years in employment litigation; I mentor first-generation law school applicants.');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your application is under review' }),
  ).toBeVisible();
}

/** An admin, in a browser context of their own, approves the application of `email`. */
async function approveAsAdmin(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, accounts.admin.email, accounts.password);
  await page.goto('/admin/applications');
  const card = page
    .getByRole('list', { name: 'Pending applications' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(card.getByText('Columbia Law School', { exact: true })).toBeVisible();
  await expect(card.getByText('New York, 2015', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Application Approved', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await context.close();
}

test('an attorney applies, an admin approves, and the attorney gets the reviewer dashboard', async ({
  page,
  browser,
}) => {
  // Two accounts' journeys, an accessibility scan and a reload: 50 s on a slow 2-core machine.
  test.setTimeout(120_000);
  const email = await createAccount(page, newEmail('attorney'));
  await apply(page);

  await approveAsAdmin(browser, email);

  await page.goto('/api/logout');
  await signIn(page, email, PASSWORD);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviewer Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available Assignments' })).toBeVisible();
  await expect(page.getByText('No current assignments', { exact: true })).toBeVisible();
  await expect(page.getByText('Scheduled for', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review Guidelines' })).toHaveAttribute(
    'href',
    '/reviewer/guidelines',
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious'),
  ).toEqual([]);

  // Availability persists across a reload.
  const capacity = page.getByLabel('Weekly Capacity');
  await expect(capacity).toHaveValue('3');
  await capacity.selectOption({ label: '5 reviews/week' });
  await page.getByLabel('Accept rush assignments').uncheck();
  await page.getByLabel('Premium tier only').check();
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Weekly Capacity')).toHaveValue('5');
  await expect(page.getByLabel('Accept rush assignments')).not.toBeChecked();
  await expect(page.getByLabel('Premium tier only')).toBeChecked();

  // The applicant page now says the attorney already has access.
  await page.goto('/become-a-reviewer');
  await expect(page.getByText('You already have reviewer access.', { exact: true })).toBeVisible();
});

test('a non-admin opening the applications page is refused', async ({ page }) => {
  await signIn(page, accounts.reviewer.email, accounts.password);
  await page.goto('/admin/applications');
  await expect(page.getByText("You don't have admin privileges.", { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviewer Applications' })).toHaveCount(0);
});

test('the guidelines open at the section a resource link names', async ({ page }) => {
  await page.goto('/reviewer/guidelines#community');
  await expect(page.getByRole('heading', { name: 'Reviewer community and help' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Ethics: no ghost-writing' })).toBeVisible();
});
