import { expect, test } from '@playwright/test';
import { accounts } from './support';

test('a signed-out visit to /dashboard shows the Unauthorized toast, then sign-in, then back', async ({
  page,
}) => {
  // The toast shows for half a second before the page leaves for sign-in: a polling assertion can
  // miss that window on a busy machine, and a message to the test can be lost as the page
  // unloads. The page notes the toast in its session storage, which the sign-in page keeps.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.innerText.includes('You are logged out. Logging in again...')) {
        sessionStorage.setItem('saw-logged-out-toast', 'yes');
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  expect(await page.evaluate(() => sessionStorage.getItem('saw-logged-out-toast'))).toBe('yes');
  await page.getByLabel('Email').fill(accounts.reviewer.email);
  await page.getByLabel('Password').fill(accounts.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-out visitor opening checkout is sent to sign-in and returns to checkout', async ({
  page,
}) => {
  await page.goto('/checkout/core');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcheckout%2Fcore$/);
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
});

test('unknown API paths answer JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/nothing-here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: expect.stringContaining('/api/nothing-here') });
});

test('hashed assets are cached for a year and index.html is not cached', async ({ request }) => {
  const page = await request.get('/dashboard');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const asset = /\/assets\/[^"]+\.js/.exec(await page.text())![0];
  const response = await request.get(asset);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
