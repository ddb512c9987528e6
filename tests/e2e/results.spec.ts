import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { makePdf } from '../support/document-fixtures';
import { accounts, attorneyApplication, createAccount, newEmail } from './support';

const statement =
  'I grew up translating court notices for my grandmother.\nThat night in the courthouse, I learned what the law could do for a family.';

/** Contexts made for the reviewer, the admin and a second applicant; closed after each test. */
const extraContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(extraContexts.splice(0).map((context) => context.close()));
});

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  extraContexts.push(context);
  return context;
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** A JSON API call that must succeed; returns the answer. */
async function call<T = unknown>(
  request: APIRequestContext,
  method: 'post' | 'put',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](url, data === undefined ? {} : { data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Uploads as docs/product.md §9 Uploads says (signed PUT, then PUT /api/documents); returns the
 * path.
 */
async function upload(request: APIRequestContext, kind: 'statement' | 'annotation', name: string) {
  const slot = await call<{ uploadURL: string }>(request, 'post', '/api/objects/upload', { kind });
  const put = await request.put(slot.uploadURL, {
    data: await makePdf([statement]),
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.ok()).toBe(true);
  const documentURL = slot.uploadURL.split('?')[0];
  const doc = await call<{ documentPath: string }>(request, 'put', '/api/documents', {
    documentURL,
    fileName: name,
  });
  return doc.documentPath;
}

/** As the signed-in applicant: a Core order with a file and pasted text, paid by test card. */
async function paidOrder(request: APIRequestContext): Promise<string> {
  const { id } = await call<{ id: string }>(request, 'post', '/api/submissions', {
    packageTier: 'core',
    targetSchool: 'yale',
    wordCount: 24,
    pastedText: statement,
    intakeAnswers: { background: 'Court interpreter.', goals: 'Access to justice.' },
    addOns: [],
    documentUrl: await upload(request, 'statement', 'my-statement.pdf'),
  });
  const { clientSecret } = await call<{ clientSecret: string }>(
    request,
    'post',
    '/api/create-payment-intent',
    { packageTier: 'core', addOns: [], submissionId: id },
  );
  await call(request, 'post', '/api/payments/test-mode/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  });
  return id;
}

/** A new attorney applies, the e2e admin approves; returns the attorney's API context. */
async function newReviewer(browser: Browser): Promise<APIRequestContext> {
  const attorney = (await newContext(browser)).request;
  const email = newEmail('attorney');
  const name = { firstName: 'Morgan', lastName: 'Counsel' };
  await call(attorney, 'post', '/api/auth/register', {
    email,
    password: accounts.password,
    ...name,
  });
  const application = await call<{ id: string }>(
    attorney,
    'post',
    '/api/reviewer-applications',
    attorneyApplication,
  );
  const admin = (await newContext(browser)).request;
  const credentials = { email: accounts.admin.email, password: accounts.password };
  await call(admin, 'post', '/api/auth/login', credentials);
  const decision = `/api/admin/reviewer-applications/${application.id}/decision`;
  await call(admin, 'post', decision, { decision: 'approve' });
  return attorney;
}

/**
 * The reviewer saves a draft with comments on passages (quote, comment, and optionally the
 * suggested wording), anchored in the draft the round reviews, then delivers the round.
 */
async function deliverRound(
  reviewer: APIRequestContext,
  submissionId: string,
  round: {
    memo: string;
    structure: number;
    quotes: [quote: string, comment: string, suggestion?: string][];
    annotated?: string;
    draft?: string;
  },
) {
  const draft = round.draft ?? statement;
  const body = {
    submissionId,
    summaryMemo: round.memo,
    rubricScores: { clarity: 4, structure: round.structure, voice: 4, authenticity: 5, ethics: 5 },
    inlineComments: 'Paragraph two: cut the last clause.',
    annotatedDocumentUrl: round.annotated ?? null,
    anchoredComments: round.quotes.map(([quote, comment, suggestion]) => {
      const startOffset = draft.indexOf(quote);
      expect(startOffset, `"${quote}" in the draft`).toBeGreaterThanOrEqual(0);
      return {
        startOffset,
        endOffset: startOffset + quote.length,
        quote,
        body: comment,
        suggestion: suggestion ?? null,
      };
    }),
  };
  await call(reviewer, 'put', '/api/reviews/draft', body);
  await call(reviewer, 'post', '/api/reviews', body);
}

/** What GET /api/submissions/:id/results says of the drafts. */
interface DraftsAnswer {
  drafts: {
    number: number;
    text: string;
    note: string | null;
    voice: { totalWords: number; adoptedWords: number; ownPercent: number } | null;
  }[];
}

async function draftsOf(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/submissions/${id}/results`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as DraftsAnswer).drafts;
}

/** How far the page scrolls sideways (0: it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
}

test('an applicant reads the review, messages the reviewer, applies a suggestion to the next draft, gets a revision and accepts it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const suggestion = 'that the law could keep a family in its home.';
  await createAccount(page);
  const id = await paidOrder(page.request);
  const reviewer = await newReviewer(browser);
  await call(reviewer, 'post', `/api/submissions/${id}/accept`);
  await deliverRound(reviewer, id, {
    memo: 'A vivid opening. The second paragraph needs a clearer line to law school.',
    structure: 3,
    quotes: [
      ['court notices', 'A concrete, memorable detail.'],
      ['what the law could do for a family.', 'Say what exactly: one example.', suggestion],
    ],
    annotated: await upload(reviewer, 'annotation', 'annotated.pdf'),
  });

  const zodScripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/assets/zod-')) {
      zodScripts.push(pathname);
    }
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Feedback Ready', { exact: true }).first()).toHaveClass(/bg-purple/);
  await page.getByRole('link', { name: 'View Results' }).click();
  await expect(page).toHaveURL(new RegExp(`/results/${id}$`));
  await expect(page.getByRole('heading', { name: 'Review Results' })).toBeVisible();
  await expect(page.getByText(/The second paragraph needs a clearer line/)).toBeVisible();
  await expect(page.getByText('3 out of 5')).toHaveCount(1);
  const marks = page.getByRole('region', { name: 'Your statement', exact: true }).locator('mark');
  await expect(marks).toHaveText(['court notices', 'what the law could do for a family.']);
  await page.getByRole('button', { name: 'Comment 2' }).click();
  await expect(page.locator('[data-comment="2"]')).toBeFocused();
  await expect(page.locator('[data-comment="2"]')).toContainText('Say what exactly');
  expect(await seriousViolations(page)).toEqual([]);

  // The whole review as a PDF, the reviewer's annotated file and the original.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  expect(isPdf(await readFile((await (await downloading).path())!))).toBe(true);
  for (const name of ['Download annotated document', 'Download original']) {
    const href = await page.getByRole('link', { name }).getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status(), `${name}: ${href}`).toBe(200);
    expect(isPdf(await file.body())).toBe(true);
  }

  // Messages both ways: the applicant writes here, the reviewer answers through the API. The
  // page loads the forms' checks (zod) with the first use of one, not with the page.
  expect(zodScripts).toEqual([]);
  await page.getByLabel('Your message').fill('Could you say more about the ending?');
  await page.getByLabel('Your message').press('Control+Enter');
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Could you say more about the ending?');
  await expect(page.getByLabel('Your message')).toHaveValue('');
  expect(zodScripts).toHaveLength(1);
  await call(reviewer, 'post', `/api/submissions/${id}/messages`, {
    body: 'Of course: <b>one</b> concrete example would do it.',
  });
  await expect(log).not.toContainText('concrete example');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(log.getByText('Of course: <b>one</b> concrete example would do it.')).toBeVisible();
  await expect(log).toContainText('Morgan Counsel');

  // Rating with the keyboard: arrows move along the stars and choose.
  await page.getByRole('radio', { name: '3 stars' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByText('You rated round 1:')).toBeVisible();

  // The next draft: the suggested wording ticked in, then edited further.
  await expect(page.getByText('You have 1 revision round left.', { exact: false })).toBeVisible();
  const commented = page.locator('[data-comment="2"]');
  await expect(commented).toContainText(`Suggested wording: “${suggestion}”`);
  const draftField = page.getByLabel('Your revised draft', { exact: true });
  await expect(draftField).toHaveValue(statement);
  await commented.getByRole('checkbox', { name: 'Apply to my next draft' }).check();
  const withSuggestion = statement.replace('what the law could do for a family.', suggestion);
  await expect(draftField).toHaveValue(withSuggestion);
  await expect(page.getByRole('list', { name: 'Suggestions applied' })).toContainText(suggestion);
  await draftField.press('ControlOrMeta+End');
  await page.keyboard.insertText('\nNow I want to do that work myself.');
  const draftTwo = `${withSuggestion}\nNow I want to do that work myself.`;
  await expect(draftField).toHaveValue(draftTwo);
  // At 375 px the three ways to give the draft, the draft and the comments fit the width.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('tab', { name: 'Upload a file' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize(desktop);

  await page.getByLabel(/What should your reviewer look at/).fill('Please look at the ending.');
  await page.getByRole('button', { name: 'Request revision' }).click();
  await expect(page.getByText('Revision Requested', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The API holds draft 2 as sent: the suggestion applied and the edit, its voice measured.
  const drafts = await draftsOf(page.request, id);
  expect(drafts.map((draft) => draft.number)).toEqual([1, 2]);
  expect(drafts[1]).toMatchObject({
    text: draftTwo,
    note: 'Please look at the ending.',
    voice: { adoptedWords: 10, totalWords: 34, ownPercent: 71 },
  });
  await expect(page.getByText('In Review', { exact: true }).first()).toHaveClass(/bg-blue/);
  // The dashboard's Communication card is the same thread.
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('concrete example');
  expect(await seriousViolations(page)).toEqual([]);

  await deliverRound(reviewer, id, {
    memo: 'Round two: the ending now lands.',
    structure: 5,
    quotes: [['myself', 'Good: the ending now says what you will do.']],
    draft: draftTwo,
  });
  await page.reload();
  await page.getByRole('link', { name: 'View Results' }).click();
  const latestTab = page.getByRole('tab', { name: 'Round 2 (latest)' });
  await expect(latestTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Round two: the ending now lands.')).toBeVisible();
  await expect(page.getByText('Structure 3 → 5 (+2)')).toBeVisible();
  await expect(page.getByText('Clarity 4 → 4 (no change)')).toBeVisible();
  await expect(page.getByRole('log')).toContainText('Revision request: Please look at the ending.');
  // Round 2 reads draft 2; Your voice says how much of it is the applicant's own.
  const draftTwoText = page.getByRole('region', { name: 'Your statement, draft 2' });
  await expect(draftTwoText).toContainText('Now I want to do that work');
  await expect(draftTwoText.locator('mark')).toHaveText(['myself']);
  await expect(page.getByText('71% of draft 2 is your own wording')).toBeVisible();
  await expect(
    page.getByText(
      "10 of 34 words are taken word for word from your reviewer's suggestions, comments and memo (runs of 6 or more words)",
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Highlight these words in draft 2' }).click();
  await expect(draftTwoText.locator('mark[data-adopted]')).toContainText(suggestion);
  // Any two drafts, word by word.
  const changes = page.getByRole('region', { name: 'Changes from draft 1 to draft 2' });
  await expect(changes.locator('ins').filter({ hasText: 'myself' })).toBeVisible();
  await expect(changes.locator('del').filter({ hasText: 'what' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Round 1' }).click();
  await expect(page.getByText(/The second paragraph needs a clearer line/)).toBeVisible();
  await expect(marks).toHaveText(['court notices', 'what the law could do for a family.']);
  await expect(page.getByText(/no revision rounds left/)).toBeVisible();

  // On a 360 px phone the page does not scroll sideways, and the dialog fits.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Accept feedback' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, accept feedback' }).click();
  await expect(page.getByText('Feedback Accepted', { exact: true })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toHaveClass(/bg-green/);
  await expect(page.getByRole('button', { name: 'Accept feedback' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
});

test('each notice opens the order it is about, and the review downloads for Word', async ({
  page,
  browser,
}) => {
  await createAccount(page);
  // An older order first, so the dashboard alone would not lead to the new one's thread.
  await paidOrder(page.request);
  const id = await paidOrder(page.request);
  const number = id.slice(-4).toUpperCase();
  const reviewer = await newReviewer(browser);
  await call(reviewer, 'post', `/api/submissions/${id}/accept`);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notices = page.getByRole('dialog', { name: 'Notifications' });
  await notices.getByRole('link', { name: `Reviewer assigned to order #${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Receipts' })).toContainText('Your review');

  await deliverRound(reviewer, id, {
    memo: 'A clear story; the ending needs one concrete example.',
    structure: 4,
    quotes: [['court notices', 'Keep this image.', 'eviction notices']],
  });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await notices.getByRole('link', { name: `Feedback ready for order #${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/results/${id}$`));

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download for Word' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  // A .docx is a zip package: it starts with "PK".
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('an applicant hands in the next draft as a file through the revision form', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await createAccount(page);
  const id = await paidOrder(page.request);
  const reviewer = await newReviewer(browser);
  await call(reviewer, 'post', `/api/submissions/${id}/accept`);
  await deliverRound(reviewer, id, {
    memo: 'A vivid opening. Rework the ending.',
    structure: 3,
    quotes: [['court notices', 'A concrete, memorable detail.']],
  });

  await page.goto(`/results/${id}`);
  await page.getByRole('tab', { name: 'Upload a file' }).click();
  await page
    .getByRole('group', { name: 'Revised draft file' })
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'draft-two.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf(['My second draft ends in the courtroom where I now want to work.']),
    });
  // Attached once the server has checked it (Remove replaces the progress bar).
  await expect(page.getByRole('button', { name: 'Remove draft-two.pdf' })).toBeVisible();
  await page.getByLabel(/What should your reviewer look at/).fill('I rewrote the ending.');
  await page.getByRole('button', { name: 'Request revision' }).click();
  await expect(page.getByText('Revision Requested', { exact: true })).toBeVisible();
  const drafts = await draftsOf(page.request, id);
  expect(drafts).toHaveLength(2);
  expect(drafts[1]?.text).toContain('the courtroom where I now want to work');
});

test("results stay private: another applicant is told they don't exist", async ({
  page,
  browser,
}) => {
  await createAccount(page);
  const { id } = await call<{ id: string }>(page.request, 'post', '/api/submissions', {
    packageTier: 'basic',
    targetSchool: 'nyu',
    pastedText: statement,
    intakeAnswers: { background: 'Paralegal.', goals: 'Tenant law.' },
  });
  await page.goto(`/results/${id}`);
  await expect(page.getByText('Your feedback is not ready yet')).toBeVisible();

  const other = await (await newContext(browser)).newPage();
  await createAccount(other);
  await other.goto(`/results/${id}`);
  await expect(other.getByRole('heading', { name: 'Results Not Found' })).toBeVisible();
  await other.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  expect((await other.request.get(`/api/submissions/${id}/results`)).status()).toBe(404);
  expect((await other.request.get(`/api/submissions/${id}/messages`)).status()).toBe(404);
});
