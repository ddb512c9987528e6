import { randomBytes } from 'node:crypto';
import { cardDigits, luhnValid } from '../../../../shared/domain/cards.js';
import type { PaymentProvider } from './provider.js';

/**
 * The card processor's public test cards (the same numbers behave the same way on Stripe's
 * test mode), so the app can be tried end to end with no account and no network.
 */
const TEST_CARD_DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};

/** null when the card is charged, otherwise the processor's decline message. */
export function testCardDecline(cardNumber: string): string | null {
  const digits = cardDigits(cardNumber);
  if (!luhnValid(digits)) return 'Your card number is invalid.';
  return TEST_CARD_DECLINES[digits] ?? null;
}

/** What separates an intent's id from the rest of its client secret. */
const SECRET_MARK = '_secret';

/**
 * The intent a test-mode client secret belongs to: its secrets are `<intent id>_secret_<random>`
 * (the demo data's end in `_secret`), as the processor's are. Null when it is not one.
 */
export function testIntentOf(clientSecret: string): string | null {
  const at = clientSecret.lastIndexOf(SECRET_MARK);
  return at > 0 ? clientSecret.slice(0, at) : null;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export function testModeProvider(): PaymentProvider {
  return {
    name: 'test',
    publicConfig: { provider: 'test', publishableKey: null },
    async createIntent() {
      const intentId = id('pi');
      return {
        intentId,
        clientSecret: `${intentId}${SECRET_MARK}_${randomBytes(12).toString('hex')}`,
      };
    },
    // A test-mode intent is its payment row: the confirm charges the row's current amount and
    // refuses a cancelled one, so changing or cancelling it here has nothing more to do.
    async updateIntentAmount() {
      return 'done' as const;
    },
    async cancelIntent() {
      return 'done' as const;
    },
    async refund() {
      return null;
    },
  };
}

export const newTestEventId = () => id('evt');
