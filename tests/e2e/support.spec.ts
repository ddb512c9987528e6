import { expect, test } from '@playwright/test';
import { createAccount } from './support';

const success = "Thanks — we'll reply by email within one business day.";

test('a visitor sends a message through the contact form', async ({ page }) => {
  await page.goto('/support#contact');
  // The #contact link puts the cursor in the form.
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.getByLabel('Name').fill('Riley Chen');
  await page.getByLabel('Email').fill('riley@e2e.test');
  await page.getByLabel('Topic').selectOption({ label: 'Payments and refunds' });
  await page.getByLabel('Message').fill('Does the refund guarantee cover the Rush add-on too?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toHaveText(success);
});

test('a signed-in applicant finds the form prefilled and is told what is missing', async ({
  page,
}) => {
  const email = await createAccount(page);
  // ?topic= preselects the subject, as links into the form do.
  await page.goto('/support?topic=reviewer#contact');
  await expect(page.getByLabel('Name')).toHaveValue('Jordan Lee');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Topic')).toHaveValue('reviewer');
  await expect(page.getByLabel('Message')).toBeFocused();

  await page.getByLabel('Message').fill('Too short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('your message needs at least 10 characters')).toBeVisible();

  await page
    .getByLabel('Message')
    .fill('I am a licensed attorney in New York and would like to review.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toHaveText(success);
});
