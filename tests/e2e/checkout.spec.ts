import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, mailbox, waitForMail } from './support';

const futureExpiry = '12 / 34';

/** An order's number is the last 4 characters of its id (docs/product.md §2 Orders). */
const orderNumber = (id: string) => id.slice(-4).toUpperCase();

/** Words in a toast (the same words elsewhere on the page do not count). */
const toastText = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications \(/ }).getByText(text, { exact: true });

/** A dashboard tile's or fact's value: the <dd> after the <dt> with that label. */
const fact = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

/** Writes a statement on the submit screen, ticks the add-ons, and continues to checkout. */
async function submitStatement(page: Page, addOns: RegExp[] = []): Promise<string> {
  await page.goto('/submit?package=core');
  await page.getByLabel('Target law school').selectOption('stanford');
  await page.getByRole('tab', { name: 'Paste Text' }).click();
  await page
    .getByLabel('Statement text')
    .fill('The first contract I ever read was my mother’s lease, and I read it for her.');
  await page.getByLabel(/Your background/).fill('Eldest child of immigrant parents.');
  await page.getByLabel(/Your goals in law/).fill('Consumer protection.');
  for (const addOn of addOns) await page.getByRole('checkbox', { name: addOn }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/core\?submissionId=[0-9a-f-]{36}$/);
  return new URL(page.url()).searchParams.get('submissionId')!;
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiration date').fill(futureExpiry);
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Complete Payment' }).click();
}

/** An order summary line's amount. */
const summaryLine = (page: Page, label: string) =>
  page
    .getByRole('complementary', { name: 'Order summary and next steps' })
    .locator(`dt:text-is("${label}") + dd`);

test('Back to Submission changes the unpaid order, and checkout charges its new total', async ({
  page,
}) => {
  await createAccount(page);
  const id = await submitStatement(page, [/Rush Delivery/]);
  await expect(summaryLine(page, 'Total')).toHaveText('$398');

  await page.getByRole('link', { name: 'Back to Submission' }).click();
  await expect(page).toHaveURL(`/submit?submissionId=${id}`);
  await expect(page.getByText(`You are changing Order #${orderNumber(id)}`)).toBeVisible();
  await expect(page.getByLabel('Statement text')).toHaveValue(/my mother’s lease/);
  await expect(page.getByLabel('Target law school')).toHaveValue('stanford');
  await page.getByRole('checkbox', { name: /Rush Delivery/ }).uncheck();
  await page.getByLabel('Target law school').selectOption('yale');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(toastText(page, 'Submission Updated')).toBeVisible();
  await expect(page).toHaveURL(`/checkout/core?submissionId=${id}`);
  await expect(summaryLine(page, 'Total')).toHaveText('$299');
  // The checkout opened before the change charges the new total too.
  await expect(page.getByRole('button', { name: 'Complete Payment' })).toHaveAccessibleDescription(
    'Total $299',
  );
  await payWith(page, '4242 4242 4242 4242');
  await expect(toastText(page, 'Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a new applicant pays for an order with two add-ons and gets a receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000); // the outbox hands email to SMTP every few seconds
  const email = await createAccount(page);
  const id = await submitStatement(page, [/Rush Delivery/, /Extra Revision/]);

  await expect(page.getByRole('navigation', { name: 'Order progress' })).toContainText(
    'Payment & Confirmation',
  );
  await expect(page.getByRole('link', { name: 'Back to Submission' })).toHaveAttribute(
    'href',
    `/submit?submissionId=${id}`,
  );
  await expect(page.getByRole('region', { name: 'Test mode' })).toContainText(
    '4242 4242 4242 4242',
  );
  await expect(summaryLine(page, 'Core Review')).toHaveText('$299');
  await expect(summaryLine(page, 'Rush Delivery')).toHaveText('$99');
  await expect(summaryLine(page, 'Extra Revision')).toHaveText('$129');
  await expect(summaryLine(page, 'Total')).toHaveText('$527');
  await expect(page.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();
  const violations = (await new AxeBuilder({ page }).analyze()).violations;
  expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);

  await payWith(page, '4242 4242 4242 4242');
  await expect(toastText(page, 'Payment Successful')).toBeVisible();
  await expect(
    toastText(page, 'Thank you for your purchase! Your review will begin shortly.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Queued', { exact: true })).toBeVisible();
  await expect(fact(page, 'ETA')).not.toHaveText('TBD');
  await expect(fact(page, 'ETA')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(fact(page, 'Submitted')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(page.getByRole('link', { name: 'Complete payment' })).toHaveCount(0);

  const receipt = await waitForMail(request, email, `#${orderNumber(id)}`);
  expect(receipt.subject).toContain(`Payment received for order #${orderNumber(id)}`);
  expect(receipt.text).toContain('Rush Delivery: $99');
  expect(receipt.text).toContain('Total charged: $527');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`Payment received for order #${orderNumber(id)}`),
  ).toBeVisible();
});

test('a declined card leaves the order a draft', async ({ page }) => {
  await createAccount(page);
  const id = await submitStatement(page);

  await payWith(page, '4000 0000 0000 0002');
  await expect(toastText(page, 'Payment Failed')).toBeVisible();
  await expect(toastText(page, 'Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/core\?submissionId=/);
  await expect(page.getByRole('button', { name: 'Complete Payment' })).toBeEnabled();
  // The refusal also stays at the card form once the toast has gone, with the card field cleared
  // and focused.
  const alert = page
    .getByRole('form', { name: 'Card payment' })
    .getByRole('group', { name: 'Payment refused' });
  await expect(alert).toContainText('Your card was declined.');
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(toastText(page, 'Payment Failed')).toHaveCount(0, { timeout: 10_000 });
  await expect(alert).toContainText('Your card was declined.');

  await page.goto('/dashboard');
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  await expect(fact(page, 'Submitted')).toHaveText('Draft');
  await expect(page.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
    'href',
    `/checkout/core?submissionId=${id}`,
  );
});

test('buying Rush on a paid order moves its deadline', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = await createAccount(page);
  const id = await submitStatement(page);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(fact(page, 'ETA')).not.toHaveText('TBD');
  const firstEta = await fact(page, 'ETA').textContent();

  await page.getByRole('link', { name: 'Add Rush Delivery to your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/core\\?submissionId=${id}&addOns=rush$`));
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(summaryLine(page, 'Rush Delivery')).toHaveText('$99');
  await expect(summaryLine(page, 'Core Review')).toHaveCount(0);
  await expect(summaryLine(page, 'Total')).toHaveText('$99');

  await payWith(page, '4242 4242 4242 4242');
  await expect(toastText(page, 'Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(fact(page, 'ETA')).not.toHaveText(firstEta!);
  await expect(page.getByRole('link', { name: /Add Rush Delivery/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Extra Revision to your order' })).toBeVisible();

  await waitForMail(request, email, `#${orderNumber(id)}`);
  await expect
    .poll(async () => (await mailbox(request)).filter((mail) => mail.to === email).length)
    .toBe(2);
});

test('checkout fits a 360 px phone and pays from the keyboard @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await createAccount(page);
  await submitStatement(page);
  const cardNumber = page.getByLabel('Card number');
  await expect(cardNumber).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await cardNumber.focus();
  await page.keyboard.type('4242424242424242');
  await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1234');
  await expect(page.getByLabel('Expiration date')).toHaveValue('12 / 34');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Complete Payment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toastText(page, 'Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a declined card on a 375 px phone: the total above the button, the error at the card @mobile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await createAccount(page);
  await submitStatement(page);
  const pay = page.getByRole('button', { name: 'Complete Payment', exact: true });
  await expect(pay).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The order summary comes after the form on a phone: the total shows above the button too.
  const form = page.getByRole('form', { name: 'Card payment' });
  const total = form.getByText('Total', { exact: true });
  await expect(total).toBeVisible();
  await expect(total.locator('xpath=..')).toContainText('$299');
  const totalBox = (await total.boundingBox())!;
  const payBox = (await pay.boundingBox())!;
  expect(totalBox.y + totalBox.height).toBeLessThanOrEqual(payBox.y);
  const summaryBox = (await summaryLine(page, 'Total').boundingBox())!;
  expect(payBox.y).toBeLessThan(summaryBox.y);

  await payWith(page, '4000 0000 0000 9995');
  await expect(form.getByRole('group', { name: 'Payment refused' })).toContainText(
    'Your card has insufficient funds.',
  );
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(page.getByLabel('Card number')).toBeInViewport();
  await expect(pay).toBeEnabled();

  await payWith(page, '4242 4242 4242 4242');
  await expect(toastText(page, 'Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
