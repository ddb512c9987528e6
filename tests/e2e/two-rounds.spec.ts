import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { compareDrafts } from '../../src/shared/domain/drafts.js';
import { measureVoice } from '../../src/shared/domain/voice.js';
import { pdfText } from '../../src/server/domains/uploads/pdf-text.js';
import { readZipEntries, readZipEntry } from '../../src/server/domains/uploads/zip-entries.js';
import { accounts, commentOn, createAccount, signIn } from './support';

// Issue 11: two revision rounds walked end to end through the screens, by an applicant and the
// e2e reviewer in browser contexts of their own. Nothing goes through the API behind the UI.

const statement = [
  'I grew up translating court notices for my grandmother, one careful sentence at a time.',
  'That night in the courthouse hallway, I learned what the law could do for a family like mine.',
  'Years later, as a paralegal, I watched a judge listen to a tenant who finally felt heard.',
].join('\n\n');

/** Round 1's two comments: the applicant applies the first suggestion and leaves the second. */
const applied = {
  passage: 'what the law could do for a family like mine',
  body: 'Say what exactly: one example makes this your thesis.',
  suggestion: 'that one hearing could keep a family like mine in its home',
};
const kept = {
  passage: 'a tenant who finally felt heard',
  body: 'Show what the judge did, in one sentence.',
  suggestion: 'a tenant who was asked, for the first time, to tell her side',
};
const memo =
  'Your opening image is vivid and specific. Make the middle paragraph concrete and end on what you will do as a lawyer.';
const roundTwoMemo = ' Round two: the new example lands; the ending still needs the judge.';
const ending = '\n\nNow I want to be the lawyer who asks the question that lets a tenant be heard.';
const note = 'I used your example and added an ending. Does the last line work?';
/** Round 1's scores: the reviewer moves four of the five from the starting 3. */
const rubric = { Clarity: 4, Structure: 2, Voice: 4, Authenticity: 5, Ethics: 3 };

const draftOne = statement;
const draftTwo = statement.replace(applied.passage, applied.suggestion) + ending;

const reviewerName = `${accounts.reviewer.firstName} ${accounts.reviewer.lastName}`;
const flat = (text: string) => text.replace(/\s+/g, ' ');
const zipEntry = (bytes: Buffer, name: string) => {
  const entry = readZipEntries(bytes)?.find((e) => e.name === name);
  if (!entry) throw new Error(`${name} is not in the file`);
  return readZipEntry(bytes, entry, 10_000_000).toString('utf8');
};

/** Opens the header's bell and follows the newest notice titled `title`. */
async function openNotice(page: Page, title: string) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notices = page.getByRole('dialog', { name: 'Notifications' });
  await notices.getByRole('link', { name: title }).first().click();
}

/** The file a download link hands over, once the browser has it. */
async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await link.click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('two revision rounds, walked through the screens by the applicant and the reviewer', async ({
  page,
  browser,
}) => {
  // Two people and two rounds: under a minute alone, minutes on a loaded 2-core machine.
  test.setTimeout(240_000);
  const reviewerContext = await browser.newContext();
  try {
    const reviewer = await reviewerContext.newPage();

    // The applicant signs up, writes the statement and pays for Core with the test card.
    await createAccount(page);
    await page.goto('/submit?package=core');
    await page.getByLabel('Target law school').selectOption('stanford');
    await page.getByRole('tab', { name: 'Paste Text' }).click();
    await page.getByLabel('Statement text').fill(statement);
    await page.getByLabel(/Your background/).fill('Court interpreter for my family.');
    await page.getByLabel(/Your goals in law/).fill('Housing law and access to justice.');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/core\?submissionId=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('submissionId')!;
    const number = id.slice(-4).toUpperCase();
    const order = `Order #${number}`;
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The reviewer accepts the order from the queue and starts the review.
    await signIn(reviewer, accounts.reviewer.email, accounts.password);
    await reviewer.goto('/dashboard');
    await reviewer
      .getByRole('list', { name: 'Available assignments' })
      .getByRole('listitem')
      .filter({ hasText: order })
      .getByRole('button', { name: 'Accept Assignment' })
      .click();
    await expect(reviewer.getByText('Assignment Accepted', { exact: true })).toBeVisible();
    await reviewer
      .getByRole('list', { name: 'Current reviews' })
      .getByRole('listitem')
      .filter({ hasText: order })
      .getByRole('link', { name: 'Start Review' })
      .click();
    await expect(reviewer).toHaveURL(new RegExp(`/review/${id}$`));
    await expect(reviewer.getByRole('region', { name: 'Statement text' })).toContainText(
      'one careful sentence at a time.',
    );

    // Round 1: two comments with suggested wording, the memo and the rubric; then delivery.
    await commentOn(reviewer, applied);
    await commentOn(reviewer, kept);
    await reviewer.getByLabel(/Summary Memo/).fill(memo);
    for (const [criterion, score] of Object.entries(rubric)) {
      await reviewer.getByRole('radio', { name: `${criterion}: ${score} of 5` }).click();
      await expect(
        reviewer.getByRole('radio', { name: `${criterion}: ${score} of 5` }),
      ).toBeChecked();
    }
    await reviewer.getByRole('button', { name: 'Submit Review' }).click();
    await expect(reviewer.getByText('Review Submitted', { exact: true })).toBeVisible();
    await expect(reviewer).toHaveURL(/\/dashboard$/);

    // The applicant opens the feedback from the bell, applies one suggestion, edits the draft
    // and asks for round 2 with a note.
    await openNotice(page, `Feedback ready for order #${number}`);
    await expect(page).toHaveURL(new RegExp(`/results/${id}$`));
    await expect(page.getByText(memo)).toBeVisible();
    const first = page.locator('[data-comment="1"]');
    await expect(first).toContainText(applied.body);
    await expect(first).toContainText(`Suggested wording: “${applied.suggestion}”`);
    const draftField = page.getByLabel('Your revised draft', { exact: true });
    await expect(draftField).toHaveValue(draftOne);
    await first.getByRole('checkbox', { name: 'Apply to my next draft' }).check();
    await expect(draftField).toHaveValue(draftOne.replace(applied.passage, applied.suggestion));
    await expect(page.getByRole('list', { name: 'Suggestions applied' })).toContainText(
      applied.suggestion,
    );
    await draftField.press('ControlOrMeta+End');
    await page.keyboard.insertText(ending);
    await expect(draftField).toHaveValue(draftTwo);
    await page.getByLabel(/What should your reviewer look at/).fill(note);
    await page.getByRole('button', { name: 'Request revision' }).click();
    await expect(page.getByText('Revision Requested', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The reviewer opens round 2 from the bell: the note, the changes since draft 1, round 1's
    // comments (one carried to draft 2, one whose passage the suggestion replaced).
    await openNotice(reviewer, `Revision requested on order #${number}`);
    await expect(reviewer).toHaveURL(new RegExp(`/review/${id}$`));
    await expect(reviewer.getByText(/· Round 2$/)).toBeVisible();
    const summary = reviewer.getByRole('region', { name: 'Round 2: draft 2' });
    await expect(summary).toContainText(note);
    const voice = measureVoice(
      draftTwo,
      [memo, applied.body, applied.suggestion, kept.body, kept.suggestion],
      [draftOne],
    );
    // The draft takes one suggestion word for word: some, not all, of it is the reviewer's.
    expect(voice.adoptedWords).toBeGreaterThan(0);
    expect(voice.ownPercent).toBeLessThan(100);
    await expect(summary.getByTestId('voice-figure')).toContainText(
      `Applicant’s own wording: ${voice.ownPercent}% (${voice.adoptedWords} of ${voice.totalWords} words`,
    );

    await reviewer.getByRole('button', { name: 'Changes since draft 1' }).click();
    const changes = reviewer.getByRole('region', { name: 'Changes since draft 1' });
    await expect(changes).toBeVisible();
    const compared = compareDrafts(draftOne, draftTwo);
    const marked = (kind: 'added' | 'removed') =>
      compared.filter((change) => change.kind === kind).map((change) => change.text);
    expect(marked('removed').length).toBeGreaterThan(0);
    expect(await changes.locator('del').allTextContents()).toEqual(
      marked('removed').map((text) => `[removed: ${text}]`),
    );
    expect(await changes.locator('ins').allTextContents()).toEqual(
      marked('added').map((text) => `[added: ${text}]`),
    );
    await expect(changes.locator('ins').last()).toContainText('lets a tenant be heard');
    await reviewer.getByRole('button', { name: 'Draft 2' }).click();
    const region = reviewer.getByRole('region', { name: 'Statement text' });
    await expect(region).toContainText('Now I want to be the lawyer');
    await expect(region.locator('mark', { hasText: kept.passage })).toBeVisible();

    const previous = reviewer.getByRole('list', { name: 'Comments from round 1' });
    const changed = previous.getByRole('listitem', { name: 'Comment 1' });
    const carried = previous.getByRole('listitem', { name: 'Comment 2' });
    await expect(changed).toContainText('Passage changed');
    await expect(changed).toContainText(applied.body);
    await expect(carried).toContainText('Carried to this draft');
    await expect(carried).toContainText(kept.body);
    // The applied suggestion addressed its comment; the carried passage is unchanged: still open.
    await changed.getByRole('radio', { name: 'Addressed' }).check();
    await expect(changed.getByRole('radio', { name: 'Addressed' })).toBeChecked();
    await expect(carried.getByRole('radio', { name: 'Still open' })).toBeChecked();

    // Round 2 starts from round 1's scores; the reviewer leaves them and adds to the memo.
    for (const [criterion, score] of Object.entries(rubric)) {
      await expect(
        reviewer.getByRole('radio', { name: `${criterion}: ${score} of 5` }),
      ).toBeChecked();
    }
    const memoField = reviewer.getByLabel(/Summary Memo/);
    await expect(memoField).toHaveValue(memo);
    await memoField.press('ControlOrMeta+End');
    await reviewer.keyboard.insertText(roundTwoMemo);
    await reviewer.getByRole('button', { name: 'Submit Review' }).click();
    await expect(reviewer.getByText('Review Submitted', { exact: true })).toBeVisible();
    await expect(reviewer).toHaveURL(/\/dashboard$/);

    // The applicant opens round 2 from the bell (opening it asks the server for new notices).
    await openNotice(page, `Feedback ready for order #${number}`);
    await expect(page).toHaveURL(new RegExp(`/results/${id}$`));
    await expect(page.getByRole('tab', { name: 'Round 2 (latest)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const roundTwo = page.getByRole('tabpanel', { name: 'Round 2 (latest)' });
    await expect(roundTwo.getByText(memo + roundTwoMemo)).toBeVisible();
    // Untouched scores: every criterion reads "no change", none moved up or down.
    for (const [criterion, score] of Object.entries(rubric)) {
      await expect(
        roundTwo.getByText(`${criterion} ${score} → ${score} (no change)`, { exact: true }),
      ).toBeVisible();
    }
    await expect(roundTwo.getByText(/\([+-]\d+\)/)).toHaveCount(0);
    await expect(
      roundTwo.getByText(`${voice.ownPercent}% of draft 2 is your own wording`, { exact: true }),
    ).toBeVisible();
    await expect(roundTwo).toContainText(
      `${voice.adoptedWords} of ${voice.totalWords} words are taken word for word`,
    );
    const draftTwoText = roundTwo.getByRole('region', { name: 'Your statement, draft 2' });
    await expect(draftTwoText).toContainText(applied.suggestion);
    await expect(draftTwoText.locator('mark')).toHaveText([kept.passage]);
    await expect(roundTwo.locator('[data-comment="1"]')).toContainText(kept.body);

    // Round 1 shows the reviewer's marks against draft 2.
    await page.getByRole('tab', { name: 'Round 1' }).click();
    const roundOne = page.getByRole('tabpanel', { name: 'Round 1' });
    await expect(roundOne.locator('[data-comment="1"]')).toContainText('Addressed in draft 2');
    await expect(roundOne.locator('[data-comment="2"]')).toContainText('Still open in draft 2');

    // The downloads hold the latest round: draft 2 with the carried comment and its suggestion.
    const pdf = await download(page, page.getByRole('link', { name: 'Download PDF' }));
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdfWords = flat(await pdfText(pdf.bytes, 1_000_000));
    expect(pdfWords).toContain(`Reviewed by ${reviewerName}`);
    expect(pdfWords).toContain(`Suggested wording: ${kept.suggestion}`);
    expect(pdfWords).toContain(applied.suggestion);

    const word = await download(page, page.getByRole('link', { name: 'Download for Word' }));
    expect(word.name).toMatch(/\.docx$/);
    const comments = zipEntry(word.bytes, 'word/comments.xml');
    expect(comments).toContain(kept.body);
    expect(comments).toContain(`w:author="${reviewerName}"`);
    const document = zipEntry(word.bytes, 'word/document.xml');
    const insertion = /<w:ins [^>]*>.*?<\/w:ins>/s.exec(document)?.[0];
    expect(insertion).toContain(kept.suggestion);
  } finally {
    await reviewerContext.close();
  }
});
