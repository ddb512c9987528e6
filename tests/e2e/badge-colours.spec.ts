import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Locator } from '@playwright/test';
import { badgeColours, type ColourName } from './colour-names';
import {
  accounts,
  createAccount,
  createApprovedReviewer,
  createPaidOrder,
  expectOk,
  signIn,
} from './support';

// The colours docs/product.md names (§2 Orders, §7 Screens), checked as the browser paints them
// (computed style), not by class name: a class written only in src/shared reaches the CSS only if
// Tailwind scans that folder.

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newRequest(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.request;
}

/** The visible badge (a span) reading exactly `label` inside `scope`. */
async function expectColour(scope: Locator, label: string, colour: ColourName) {
  const badge = scope
    .locator('span')
    .filter({ hasText: new RegExp(`^${label}$`), visible: true })
    .first();
  await expect(badge).toBeVisible();
  expect(await badgeColours(badge), `the ${label} badge`).toEqual({
    text: colour,
    background: colour,
  });
}

/** As the reviewer: a delivered round for the order, which is then feedback_ready. */
async function deliver(reviewer: APIRequestContext, submissionId: string) {
  const body = {
    submissionId,
    summaryMemo: 'A clear, honest statement; tighten the opening.',
    rubricScores: { clarity: 4, structure: 4, voice: 4, authenticity: 5, ethics: 5 },
    inlineComments: null,
    annotatedDocumentUrl: null,
  };
  await expectOk(await reviewer.put('/api/reviews/draft', { data: body }));
  await expectOk(await reviewer.post('/api/reviews', { data: body }));
}

test('status badges have SPEC section 4 colours on screen', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await createAccount(page);
  const applicant = page.request;
  const text = 'I learned what the law could do for a family the night my uncle was evicted.';
  await expectOk(
    await applicant.post('/api/submissions', {
      data: {
        packageTier: 'basic',
        targetSchool: 'yale',
        wordCount: 15,
        pastedText: text,
        intakeAnswers: { background: 'Tenant organiser.', goals: 'Housing law.' },
        addOns: [],
      },
    }),
  );
  await createPaidOrder(applicant, text); // stays queued
  const [assigned, inReview, ready, completed] = [
    await createPaidOrder(applicant, text),
    await createPaidOrder(applicant, text),
    await createPaidOrder(applicant, text),
    await createPaidOrder(applicant, text),
  ];

  const reviewer = await newRequest(browser);
  await createApprovedReviewer(reviewer, await newRequest(browser));
  await expectOk(
    await reviewer.put('/api/reviewer/availability', {
      data: { weeklyCapacity: 7, acceptRush: true, premiumOnly: false },
    }),
  );
  for (const id of [assigned, inReview, ready, completed]) {
    expect((await reviewer.post(`/api/submissions/${id}/accept`)).ok()).toBe(true);
  }
  await expectOk(await reviewer.post(`/api/reviews/workspace/${inReview}/start`));
  await deliver(reviewer, ready);
  await deliver(reviewer, completed);
  expect((await applicant.post(`/api/submissions/${completed}/complete`)).ok()).toBe(true);

  await page.goto('/orders');
  const orders = page.getByRole('list', { name: 'Your orders' });
  await expect(orders.getByRole('listitem')).toHaveCount(6);
  await expectColour(orders, 'Completed', 'green');
  await expectColour(orders, 'In Review', 'blue');
  await expectColour(orders, 'Feedback Ready', 'purple');
  await expectColour(orders, 'Queued', 'yellow');
  await expectColour(orders, 'Assigned', 'grey');
  await expectColour(orders, 'Draft', 'grey');
});

test('role badges have SPEC section 2 colours on screen', async ({ page }) => {
  await createAccount(page);
  await expectColour(page.getByRole('banner'), 'Applicant', 'green');

  await page.context().clearCookies();
  await signIn(page, accounts.reviewer.email, accounts.password);
  await expectColour(page.getByRole('banner'), 'Reviewer', 'blue');

  await page.context().clearCookies();
  await signIn(page, accounts.admin.email, accounts.password);
  await expectColour(page.getByRole('banner'), 'Admin', 'red');
});
