import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { randomBytes } from 'node:crypto';
import accounts from './accounts.json' with { type: 'json' };
// A reviewer application an e2e attorney sends (POST /api/reviewer-applications); the
// resilience script sends the same one.
import attorneyApplication from './attorney-application.json' with { type: 'json' };

export { accounts, attorneyApplication };

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

/** Selects `passage` in the workspace's statement by dragging the mouse across it, as a person would. */
export async function dragSelect(page: Page, passage: string) {
  const region = page.getByRole('region', { name: 'Statement text' });
  const { from, to } = await region.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: { node: Text; at: number }[] = [];
    let text = '';
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      nodes.push({ node: n as Text, at: text.length });
      text += (n as Text).data;
    }
    const start = text.indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in the statement`);
    const charRect = (offset: number) => {
      const hit = nodes.findLast((entry) => entry.at <= offset)!;
      const range = document.createRange();
      range.setStart(hit.node, offset - hit.at);
      range.setEnd(hit.node, offset - hit.at + 1);
      return range.getBoundingClientRect();
    };
    // Bring the passage to the middle of the window, clear of the sticky action bar.
    window.scrollBy({ top: charRect(start).top - window.innerHeight / 2, behavior: 'instant' });
    const first = charRect(start);
    const last = charRect(start + wanted.length - 1);
    return {
      from: { x: first.left + 1, y: first.top + first.height / 2 },
      to: { x: last.right - 1, y: last.top + last.height / 2 },
    };
  }, passage);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/**
 * Comments on `passage` in the workspace as the reviewer types it (with suggested wording, if
 * given), and waits for the passage to be marked.
 */
export async function commentOn(
  page: Page,
  comment: { passage: string; body: string; suggestion?: string },
) {
  const form = page.getByRole('form', { name: 'New comment' });
  // An autosave landing mid-drag, or between the drag and the click, redraws the statement and
  // drops the selection (and its Add comment button): select and click again.
  await expect(async () => {
    await dragSelect(page, comment.passage);
    await page.getByRole('button', { name: 'Add comment' }).click({ timeout: 3_000 });
    await expect(form).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await form.getByLabel('Comment on the selected passage').fill(comment.body);
  if (comment.suggestion) await form.getByLabel(/Suggested wording/).fill(comment.suggestion);
  await form.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.locator('mark', { hasText: comment.passage })).toBeVisible();
}

/** An email the app sent, as the e2e server's SMTP mailbox received it. */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** Every email the app has sent so far (all tests share the server: filter by recipient). */
export async function mailbox(request: APIRequestContext): Promise<SentMail[]> {
  // Each Playwright project names the mailbox of the server it runs against.
  const port = (test.info().project.metadata as { mailPort?: string }).mailPort;
  if (!port) throw new Error('No mailbox port: run the tests through playwright.config.ts.');
  const response = await request.get(`http://127.0.0.1:${port}/messages`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SentMail[];
}

/** Waits for the email to `to` whose subject contains `subject` (the outbox sends every second). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailbox(request);
        found = mails.find((mail) => mail.to === to && mail.subject.includes(subject));
        return found !== undefined;
      },
      { timeout: 20_000, message: `an email to ${to} about "${subject}"` },
    )
    .toBe(true);
  return found!;
}

/** The JSON of a response that must have succeeded (the failure names the call and its answer). */
export async function expectOk<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * As the signed-in applicant of `request`: a Core order with pasted text, paid with the test
 * card 4242 4242 4242 4242 (the payment-intent call, then the test-mode confirmation).
 */
export async function createPaidOrder(
  request: APIRequestContext,
  pastedText: string,
  targetSchool = 'stanford',
): Promise<string> {
  const { id } = await expectOk<{ id: string }>(
    await request.post('/api/submissions', {
      data: {
        packageTier: 'core',
        targetSchool,
        wordCount: pastedText.split(/\s+/).length,
        pastedText,
        intakeAnswers: { background: 'Court interpreter.', goals: 'Access to justice.' },
        addOns: [],
      },
    }),
  );
  const { clientSecret } = await expectOk<{ clientSecret: string }>(
    await request.post('/api/create-payment-intent', {
      data: { packageTier: 'core', addOns: [], submissionId: id },
    }),
  );
  await expectOk(
    await request.post('/api/payments/test-mode/confirm', {
      data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    }),
  );
  return id;
}

/**
 * Signs up a new attorney in `attorney`'s context (e.g. page.request, so the browser page is
 * signed in too), files a reviewer application, and has the e2e admin (signed in through
 * `admin`) approve it: the attorney is then a reviewer with a profile and can accept orders.
 */
export async function createApprovedReviewer(
  attorney: APIRequestContext,
  admin: APIRequestContext,
): Promise<string> {
  const email = newEmail('attorney');
  await expectOk(
    await attorney.post('/api/auth/register', {
      data: { email, password: accounts.password, firstName: 'Morgan', lastName: 'Counsel' },
    }),
  );
  const application = await expectOk<{ id: string }>(
    await attorney.post('/api/reviewer-applications', {
      data: attorneyApplication,
    }),
  );
  await expectOk(
    await admin.post('/api/auth/login', {
      data: { email: accounts.admin.email, password: accounts.password },
    }),
  );
  await expectOk(
    await admin.post(`/api/admin/reviewer-applications/${application.id}/decision`, {
      data: { decision: 'approve' },
    }),
  );
  return email;
}
