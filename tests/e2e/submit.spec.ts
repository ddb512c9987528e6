import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { makePdf, pdfLikeOfSize, windowsExecutable } from '../support/document-fixtures';
import { createAccount, newEmail } from './support';

const statement =
  'I grew up translating court notices for my grandmother, and that is where my interest in law began.';
const statementWords = 18;

/** A toast's description, exactly as the app words it. */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
}

test('a visitor picks Premium, signs up, meets each validation toast and saves a draft', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Select Premium' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcheckout%2Fpremium$/);
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register\?returnTo=%2Fcheckout%2Fpremium$/);
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Email').fill(newEmail());
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Checkout without a saved submission sends the applicant to write it first.
  await expect(page).toHaveURL(/\/submit\?package=premium$/);
  await expect(page.getByRole('navigation', { name: 'Order progress' })).toContainText(
    'Package Selected',
  );
  const summary = page.getByRole('complementary', { name: 'Order summary and help' });
  await expect(summary.getByText('Premium Review', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const continueButton = page.getByRole('button', { name: 'Continue to Payment' });
  await continueButton.click();
  await expect(toastText(page, 'Please select your target school.')).toBeVisible();
  await expect(toastText(page, 'Missing Information')).toBeVisible();

  await page.getByLabel('Target law school').selectOption({ label: 'Columbia Law School' });
  await continueButton.click();
  await expect(toastText(page, 'Please upload a file or paste your text.')).toBeVisible();
  await expect(toastText(page, 'Missing Document')).toBeVisible();

  await page.getByRole('tab', { name: 'Paste Text' }).click();
  await page.getByLabel('Statement text').fill(statement);
  await expect(page.getByText(`${statementWords} words`, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Estimated word count')).toHaveValue(String(statementWords));
  await continueButton.click();
  await expect(toastText(page, 'Please complete the required intake questions.')).toBeVisible();
  await expect(toastText(page, 'Incomplete Intake')).toBeVisible();

  await page.getByLabel(/Your background/).fill('First in my family to attend college.');
  await page.getByLabel(/Your goals in law/).fill('Immigration law and language access.');
  await page.getByRole('checkbox', { name: /Rush Delivery/ }).check();
  await expect(summary.getByText('$998', { exact: true })).toBeVisible();
  await continueButton.click();

  await expect(
    toastText(page, 'Your submission has been saved. Proceed to payment.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/premium\?submissionId=[0-9a-f-]{36}$/);
  const submissionId = new URL(page.url()).searchParams.get('submissionId');

  await page.goto('/dashboard');
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
    'href',
    `/checkout/premium?submissionId=${submissionId}`,
  );
});

test('a failed request keeps every answer, and a reload restores them', async ({ page }) => {
  await createAccount(page);
  await page.goto('/submit?package=basic');
  await page.route('/api/submissions', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { message: 'The database is not answering.' } })
      : route.continue(),
  );
  await page
    .getByRole('group', { name: 'Personal statement file' })
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'draft-two.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf([statement]),
    });
  await expect(toastText(page, 'File Uploaded')).toBeVisible();
  await page.getByLabel('Target law school').selectOption('yale');
  await page.getByRole('tab', { name: 'Paste Text' }).click();
  await page.getByLabel('Statement text').fill(statement);
  await page.getByLabel(/Your background/).fill('Paralegal for four years.');
  await page.getByLabel(/Your goals in law/).fill('Appellate advocacy.');
  await page.getByRole('checkbox', { name: /Extra Revision/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(toastText(page, 'Failed to create submission. Please try again.')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The database is not answering.' }),
  ).toBeVisible();
  await expect(page.getByLabel(/Your goals in law/)).toHaveValue('Appellate advocacy.');

  await page.unroute('/api/submissions');
  await page.reload();
  await expect(page.getByText('We restored the answers you had not sent yet.')).toBeVisible();
  await expect(page.getByLabel('Target law school')).toHaveValue('yale');
  await expect(page.getByLabel(/Your background/)).toHaveValue('Paralegal for four years.');
  await expect(page.getByRole('checkbox', { name: /Extra Revision/ })).toBeChecked();
  // The applicant was on the Paste Text tab; the uploaded file is kept too.
  await expect(page.getByLabel('Statement text')).toHaveValue(statement);
  await page.getByRole('tab', { name: 'Upload File' }).click();
  await expect(page.getByText('draft-two.pdf', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/basic\?submissionId=/);
  await page.goto('/submit');
  await expect(page.getByText('We restored the answers you had not sent yet.')).toHaveCount(0);
  await expect(page.getByLabel('Target law school')).toHaveValue('');
});

test('the submit screen fits a 360 px phone and works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await createAccount(page);
  await page.goto('/submit');
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Change Package' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: 'Core' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Basic' })).toBeChecked();
  await expect(page).toHaveURL(/\/submit\?package=basic$/);
  await page.getByRole('button', { name: 'Continue to Payment' }).focus();
  await page.keyboard.press('Enter');
  await expect(toastText(page, 'Please select your target school.')).toBeVisible();
});

test.describe('statement upload', () => {
  const fileInput = (page: Page) =>
    page.getByRole('group', { name: 'Personal statement file' }).locator('input[type="file"]');

  test('a real PDF uploads, fills the word count, and the dashboard offers it back', async ({
    page,
  }) => {
    await createAccount(page);
    await page.goto('/submit?package=core');
    const pdf = await makePdf([statement]);
    await fileInput(page).setInputFiles({
      name: 'my-statement.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(toastText(page, 'File Uploaded')).toBeVisible();
    await expect(page.getByText('my-statement.pdf', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Estimated word count')).toHaveValue(String(statementWords));

    await page.getByLabel('Target law school').selectOption('nyu');
    await page.getByLabel(/Your background/).fill('Court interpreter for six years.');
    await page.getByLabel(/Your goals in law/).fill('Access to justice.');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/core\?submissionId=/);

    await page.goto('/dashboard');
    const download = page.getByRole('link', { name: 'Download Original Statement' });
    const href = await download.getAttribute('href');
    expect(href).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/download$/);
    const redirect = await page.request.get(href!, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    const file = await page.request.get(href!);
    expect(file.ok()).toBe(true);
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('files over 2 MB, renamed programs and two files at once are each refused', async ({
    page,
  }) => {
    await createAccount(page);
    await page.goto('/submit');

    await fileInput(page).setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: pdfLikeOfSize(2 * 1024 * 1024 + 1),
    });
    await expect(page.getByText(/big\.pdf exceeds maximum allowed size of 2 MB/)).toBeVisible();

    await fileInput(page).setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: windowsExecutable(),
    });
    await expect(toastText(page, 'Failed to process uploaded document.')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only PDF or DOCX files can be uploaded' }),
    ).toBeVisible();

    // Dropping two files at once.
    const twoFiles = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      for (const name of ['one.pdf', 'two.pdf']) {
        data.items.add(new File(['%PDF-1.7\n'], name, { type: 'application/pdf' }));
      }
      return data;
    });
    await page
      .getByRole('group', { name: 'Personal statement file' })
      .dispatchEvent('drop', { dataTransfer: twoFiles });
    await expect(page.getByText('You can only upload 1 file', { exact: false })).toBeVisible();

    // Nothing was attached, so the form still asks for a document.
    await page.getByLabel('Target law school').selectOption('other');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(toastText(page, 'Please upload a file or paste your text.')).toBeVisible();
  });
});
