import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';

const packages = [
  { name: 'Basic', tier: 'basic', price: '$99' },
  { name: 'Core', tier: 'core', price: '$299' },
  { name: 'Premium', tier: 'premium', price: '$899' },
];

const packageCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('the prerendered landing page, with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the hero and the three packages, linking to sign-in and checkout', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Make your personal statement read like it belongs at the top of the pile.',
    );
    for (const name of ['Get Expert Feedback', 'Sign In', 'Get Started']) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        '/api/login',
      );
    }
    for (const { name, tier, price } of packages) {
      const card = packageCard(page, name);
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: `Select ${name}` })).toHaveAttribute(
        'href',
        `/checkout/${tier}`,
      );
    }
    await expect(packageCard(page, 'Core').getByText('Recommended')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meet Your Reviewer' })).toBeVisible();
  });
});

test('the HTML of / carries its styles, no script, and is never cached', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();
  expect(html).toContain('Get Expert Feedback');
  expect(html).not.toMatch(/<script/i);
  // Its styles are inline; the app's stylesheet is only prefetched, for the next page.
  expect(html).toMatch(/<style>[^]+<\/style>/);
  expect(html).not.toContain('rel="stylesheet"');
  expect(html).toMatch(/<link rel="prefetch" as="style"[^>]+href="\/assets\/[^"]+\.css"/);
});

test('a signed-out visitor selecting Premium is sent to sign in, to come back to checkout', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Select Premium' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcheckout%2Fpremium$/);
});

test('a signed-in visitor to / lands on the dashboard; the logo still shows the landing page', async ({
  page,
}) => {
  await signIn(page, accounts.reviewer.email, accounts.password);
  const answer = await page.request.get('/', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('/dashboard');

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Counsel Review' }).first().click();
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();
  // Under the app's own header, not the visitor's Sign In buttons.
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test('the footer links reach the policy and help pages', async ({ page }) => {
  const pages = [
    { link: 'Terms of Service', path: '/terms', heading: 'Terms of Service' },
    { link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
    { link: 'Refund Policy', path: '/refund-policy', heading: 'Refund Policy' },
    { link: 'FAQ & Support', path: '/support', heading: 'FAQ & Support' },
    { link: 'Become a reviewer', path: '/become-a-reviewer', heading: 'Become a reviewer' },
  ];
  for (const target of pages) {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: target.link }).click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
  }
  // The refund policy states the deadline guarantee (docs/product.md §3 Money).
  await page.goto('/refund-policy');
  await expect(page.getByText(/cannot reassign it to another attorney within 24/)).toBeVisible();
});

test('the landing, policy and support pages have no serious accessibility problems', async ({
  page,
}) => {
  for (const path of [
    '/',
    '/terms',
    '/privacy',
    '/refund-policy',
    '/support',
    '/become-a-reviewer',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'critical' || v.impact === 'serious',
    );
    expect(serious.map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([]);
  }
});

test.describe('on a 360 px wide phone @mobile', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ['/', '/support', '/refund-policy', '/become-a-reviewer']) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
