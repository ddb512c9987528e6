import { expect, test } from '@playwright/test';
import { accounts } from './support';

test('a signed-out visit to /dashboard shows the Unauthorized toast, then sign-in, then back', async ({
  page,
}) => {
  // The toast shows for half a second before the page leaves for sign-in: a polling assertion can
  // miss that window on a busy machine, so record every text the page renders as it appears.
  const rendered: string[] = [];
  await page.exposeFunction('recordRenderedText', (text: string) => rendered.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const record = (window as unknown as { recordRenderedText: (text: string) => void })
        .recordRenderedText;
      record(document.body?.innerText ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/dashboard');
  await expect
    .poll(() => rendered.some((text) => text.includes('You are logged out. Logging in again...')))
    .toBe(true);
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
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
