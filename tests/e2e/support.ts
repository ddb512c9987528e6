import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import accounts from './accounts.json' with { type: 'json' };

export { accounts };

export function newEmail(prefix = 'applicant'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@e2e.test`;
}

/** Signs in through the real sign-in page, as a person would. */
export async function signIn(page: Page, email: string, password: string, path = '/api/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Creates a new applicant account through the create-account page. */
export async function createAccount(page: Page, email = newEmail()) {
  await page.goto('/api/login');
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}
