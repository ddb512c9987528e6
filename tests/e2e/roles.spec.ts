import { expect, test } from '@playwright/test';
import { accounts, createAccount, signIn } from './support';

test('an applicant sees Submit Review and a green Applicant badge', async ({ page }) => {
  await createAccount(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Submit Review' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'My Reviews' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await expect(header.getByText('Applicant', { exact: true })).toHaveClass(/bg-green-100/);
});

test('a reviewer sees My Reviews and a blue Reviewer badge', async ({ page }) => {
  await signIn(page, accounts.reviewer.email, accounts.password);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'My Reviews' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Submit Review' })).toHaveCount(0);
  await expect(header.getByText('Reviewer', { exact: true })).toHaveClass(/bg-blue-100/);
  await expect(header.getByText('RR', { exact: true })).toBeVisible();
});

test('an admin sees Admin Panel and a red Admin badge', async ({ page }) => {
  await signIn(page, accounts.admin.email, accounts.password);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Submit Review' })).toHaveCount(0);
  await expect(header.getByText('Admin', { exact: true })).toHaveClass(/bg-red-100/);
});

test('an applicant who opens a reviewer page is told and sent to the dashboard', async ({
  page,
}) => {
  await createAccount(page);
  await page.goto('/review/some-id');
  await expect(
    page.getByText('Only reviewers can access this page.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('on a phone the role navigation sits behind the main menu @mobile', async ({ page }) => {
  await signIn(page, accounts.admin.email, accounts.password);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Main menu' }).click();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  await page.screenshot({ path: 'test-results/mobile-admin-menu.png' });
});
