import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './support';

test('a new visitor creates an account, sees the applicant dashboard, signs out and back in', async ({
  page,
}) => {
  const email = await createAccount(page);
  await expect(
    page.getByText(
      'Ready to get expert feedback on your personal statement? Start by selecting a review package.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your First Review' })).toHaveAttribute(
    'href',
    '/submit',
  );
  const header = page.getByRole('banner');
  await expect(header.getByText('Applicant', { exact: true })).toBeVisible();
  await expect(header.getByText('JL', { exact: true })).toBeVisible();

  await header.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  // Back, as the next person at a shared computer might: the browser's page cache must not
  // bring back the dashboard as the one who left saw it.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(header.getByText('JL', { exact: true })).toHaveCount(0);

  await signIn(page, email, 'a long enough password');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sign-in page explains a wrong password and passes an accessibility check', async ({
  page,
}) => {
  await page.goto('/api/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious'),
  ).toEqual([]);
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Email or password is incorrect.' }),
  ).toBeVisible();
});

test('create-account shows field errors before sending anything', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Password must be at least 10 characters.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
