import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import {
  commentOn,
  createAccount,
  createApprovedReviewer,
  createPaidOrder,
  dragSelect,
  expectOk,
} from './support';

const statement = [
  'I grew up translating court notices for my grandmother, one careful sentence at a time.',
  'That night in the courthouse hallway, I learned what the law could do for a family like mine.',
  'Years later, as a paralegal, I watched a judge listen to a tenant who finally felt heard.',
].join('\n\n');
const firstPassage = 'translating court notices';
const secondPassage = 'what the law could do for a family';
const memo =
  'Your opening image is vivid and specific. Tighten the middle paragraph and end on what you will do as a lawyer.';

/** Contexts opened for the applicant and the admin; closed after each test. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/**
 * Through the real app: an applicant signs up, orders and pays by test card; a new attorney
 * (signed in on `page`) is approved as a reviewer by the admin and accepts the order. Returns
 * the order and the applicant's signed-in requests.
 */
async function assignedOrderOf(
  page: Page,
  text = statement,
): Promise<{ id: string; applicant: APIRequestContext }> {
  const browser = page.context().browser()!;
  const applicantContext = await browser.newContext();
  const adminContext = await browser.newContext();
  contexts.push(applicantContext, adminContext);
  const applicantPage = await applicantContext.newPage();
  await createAccount(applicantPage);
  const id = await createPaidOrder(applicantPage.request, text);
  await createApprovedReviewer(page.request, adminContext.request);
  await expectOk(await page.request.post(`/api/submissions/${id}/accept`));
  return { id, applicant: applicantPage.request };
}

async function assignedOrder(page: Page): Promise<string> {
  return (await assignedOrderOf(page)).id;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

// Each test signs up an applicant and an attorney and pays before the browser work starts.
test.describe.configure({ timeout: 90_000 });

test('a reviewer comments on passages, scores by keyboard, saves, reloads and submits', async ({
  page,
}) => {
  // A paid order set up, a whole review written, a reload: 53 s on a slow 2-core machine.
  test.setTimeout(120_000);
  const id = await assignedOrder(page);
  await page.goto(`/review/${id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Review Workspace' })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Submission Overview' });
  await expect(overview).toContainText('Stanford Law School');
  await expect(overview).toContainText('Core Review');
  await expect(overview.getByText('In Review', { exact: true })).toBeVisible();
  const region = page.getByRole('region', { name: 'Statement text' });
  await expect(region).toContainText('one careful sentence at a time.');

  await commentOn(page, {
    passage: firstPassage,
    body: 'Name the notices: eviction? immigration?',
  });
  await commentOn(page, { passage: secondPassage, body: 'This is your thesis. Say it plainly.' });
  const comments = page.getByRole('list', { name: 'Comments in the order of their passages' });
  await expect(comments.getByRole('listitem')).toHaveCount(2);
  await expect(comments.getByRole('listitem', { name: 'Comment 1' })).toContainText(firstPassage);

  // Overlapping an existing comment is refused.
  await dragSelect(page, 'grew up translating');
  await expect(page.getByRole('alert').filter({ hasText: 'overlaps a passage' })).toBeVisible();
  await page.evaluate(() => document.getSelection()?.removeAllRanges());
  await expect(page.getByRole('alert').filter({ hasText: 'overlaps a passage' })).toHaveCount(0);

  await page.getByLabel(/Summary Memo/).fill(memo);
  await expect(page.getByText('300-600 words recommended', { exact: false })).toBeVisible();
  await page.getByLabel(/Inline Comments/).fill('Paragraph three: cut "finally".');

  await page.getByRole('radio', { name: 'Clarity: 3 of 5' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Clarity: 4 of 5' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Structure: 3 of 5' })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Voice: 2 of 5' })).toBeChecked();

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Draft Saved')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/Saved at/);

  await page.reload();
  await expect(page.getByLabel(/Summary Memo/)).toHaveValue(memo);
  await expect(page.getByLabel(/Inline Comments/)).toHaveValue('Paragraph three: cut "finally".');
  await expect(page.getByRole('radio', { name: 'Clarity: 4 of 5' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Structure: 5 of 5' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Voice: 2 of 5' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Ethics: 3 of 5' })).toBeChecked();
  await expect(page.locator('mark', { hasText: firstPassage })).toBeVisible();
  await expect(page.locator('mark', { hasText: secondPassage })).toBeVisible();
  await expect(comments.getByRole('listitem', { name: 'Comment 2' })).toContainText(
    'This is your thesis. Say it plainly.',
  );
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual(
    [],
  );

  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Review Submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/review/${id}`);
  await expect(page.getByText(/You delivered round 1 on/)).toBeVisible();
  await expect(page.getByText(memo)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
});

test('a reviewer selects with the keyboard, autosave keeps the work, unknown orders show an error', async ({
  page,
}) => {
  const id = await assignedOrder(page);
  await page.goto(`/review/${id}`);

  // Keyboard only: focus the statement, select three words with Shift+Ctrl+Right, Tab to the
  // popover's button, write the comment and send it with Ctrl+Enter.
  await page.getByRole('region', { name: 'Statement text' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Control+ArrowRight');
  // The popover follows the selection; a person sees it before pressing Tab.
  await expect(page.getByRole('button', { name: 'Add comment' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add comment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Comment on the selected passage')).toBeFocused();
  await page.keyboard.type('Strong first words.');
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('mark', { hasText: 'I grew up' })).toBeVisible();

  await page.getByLabel(/Summary Memo/).fill('Autosaved memo.');
  await expect(page.getByTestId('save-status')).toHaveText(/Saved at/, { timeout: 10_000 });
  await page.reload();
  await expect(page.getByLabel(/Summary Memo/)).toHaveValue('Autosaved memo.');
  await expect(page.locator('mark', { hasText: 'I grew up' })).toBeVisible();

  await page.goto('/review/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Error Loading Submission' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the workspace stacks on a 360 px phone without sideways scrolling @mobile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A long address pasted in the statement must wrap, not widen the page.
  const withLink = `${statement}\n\nhttps://example.org/${'housing-clinic-'.repeat(12)}`;
  const { id } = await assignedOrderOf(page, withLink);
  await page.goto(`/review/${id}`);
  await expect(page.getByRole('region', { name: 'Statement text' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('mobile-workspace.png'), fullPage: true });
});

/** Where `passage` sits in `text`, as an anchored comment's offsets and quote. */
function quoted(text: string, passage: string) {
  const startOffset = text.indexOf(passage);
  return { startOffset, endOffset: startOffset + passage.length, quote: passage };
}

test('round 2 shows the changes, the carried and changed comments, and saves the follow-up marks', async ({
  page,
}) => {
  // Two rounds of one order, and a revised draft between them: 48 s on a slow 2-core machine.
  test.setTimeout(120_000);
  const { id, applicant } = await assignedOrderOf(page);
  const changedPassage = 'translating court notices for my grandmother';
  const suggestion = 'translating eviction notices for my grandmother';
  // Round 1, delivered through the API: one passage the applicant will rewrite using the
  // suggested wording, one they will keep.
  await expectOk(
    await page.request.post('/api/reviews', {
      data: {
        submissionId: id,
        summaryMemo: memo,
        rubricScores: { clarity: 4, structure: 2, voice: 4, authenticity: 5, ethics: 5 },
        inlineComments: null,
        annotatedDocumentUrl: null,
        anchoredComments: [
          { ...quoted(statement, changedPassage), body: 'Name the notices.', suggestion },
          { ...quoted(statement, secondPassage), body: 'This is your thesis. Say it plainly.' },
        ],
      },
    }),
  );
  const draft2 =
    statement.replace(changedPassage, suggestion) +
    ' Now I want to be the lawyer who makes that happen.';
  await expectOk(
    await applicant.post(`/api/submissions/${id}/revision`, {
      data: { note: 'I named the notices and added an ending.', draftText: draft2 },
    }),
  );

  await page.goto(`/review/${id}`);
  await expect(page.getByText(/· Round 2$/)).toBeVisible();
  // Round 2 starts from round 1's memo and scores (the server copies them).
  await expect(page.getByLabel(/Summary Memo/)).toHaveValue(memo);
  await expect(page.getByRole('radio', { name: 'Structure: 2 of 5' })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Round 2: draft 2' });
  await expect(summary).toContainText('I named the notices and added an ending.');
  // 6 of draft 2's 61 words are the suggested wording, word for word (shared/domain/voice.ts).
  await expect(summary.getByTestId('voice-figure')).toHaveText(
    'Applicant’s own wording: 90% (6 of 61 words taken from your suggestions, comments and memo)',
  );

  // The statement is draft 2, with the surviving comment re-anchored in it.
  const region = page.getByRole('region', { name: 'Statement text' });
  await expect(region).toContainText('Now I want to be the lawyer');
  await expect(region.locator('mark', { hasText: secondPassage })).toBeVisible();
  await summary.getByLabel(/Highlight the passages taken from your writing/).check();
  await expect(region.locator('[data-adopted]')).toHaveText([`${suggestion},`]);

  await page.getByRole('button', { name: 'Changes since draft 1' }).click();
  const changes = page.getByRole('region', { name: 'Changes since draft 1' });
  await expect(changes.locator('del')).toHaveText(['[removed: court]']);
  await expect(changes.locator('del')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(changes.locator('ins').first()).toHaveText('[added: eviction]');
  await expect(changes.locator('ins').last()).toContainText('Now I want to be the lawyer');
  await expect(region).toHaveCount(0);
  await page.getByRole('button', { name: 'Draft 2' }).click();
  await expect(region).toBeVisible();

  const previous = page.getByRole('list', { name: 'Comments from round 1' });
  const changed = previous.getByRole('listitem', { name: 'Comment 1' });
  const carried = previous.getByRole('listitem', { name: 'Comment 2' });
  await expect(changed).toContainText('Passage changed');
  await expect(changed).toContainText(`Suggested: ${suggestion}`);
  await expect(carried).toContainText('Carried to this draft');
  await expect(changed.getByRole('radio', { name: 'Still open' })).toBeChecked();
  await changed.getByRole('radio', { name: 'Addressed' }).check();
  // The mark autosaves: it is there after a reload.
  await expect(page.getByTestId('save-status')).toHaveText(/Saved at/, { timeout: 10_000 });
  await page.reload();
  await expect(changed.getByRole('radio', { name: 'Addressed' })).toBeChecked();
  await expect(carried.getByRole('radio', { name: 'Still open' })).toBeChecked();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual(
    [],
  );
  // Both views fit a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Changes since draft 1' }).click();
  await expect(changes).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('mobile-round-2.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Review Submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const workspace = await expectOk<{
    rounds: { round: number; anchoredComments: { quote: string; followUp: string | null }[] }[];
  }>(await page.request.get(`/api/reviews/workspace/${id}`));
  const marks = Object.fromEntries(
    workspace.rounds[0]!.anchoredComments.map((comment) => [comment.quote, comment.followUp]),
  );
  expect(marks).toEqual({ [changedPassage]: 'addressed', [secondPassage]: 'open' });
  expect(workspace.rounds.map((round) => round.round)).toEqual([1, 2]);
});
