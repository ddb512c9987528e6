import type { AppConfig } from '../../config.js';
import { POOL_SIZE } from '../../db/client.js';
import { limitProviderCalls } from './providers/call-limit.js';
import type { PaymentProvider } from './providers/provider.js';
import { testModeProvider } from './providers/test-mode.js';

/**
 * Stripe calls waiting at once, each holding a pooled connection (limitProviderCalls): half the
 * pool stays free for everything else while Stripe is slow.
 */
export const STRIPE_CALLS_AT_ONCE = POOL_SIZE / 2;

/**
 * Test mode unless Stripe keys are configured. Stripe's SDK is loaded only then: it is a few
 * hundred modules and some 20 MB of memory that a server in test mode never calls. Test mode
 * answers in the same process, so only Stripe's calls are limited.
 */
export async function paymentProviderFor(config: AppConfig): Promise<PaymentProvider> {
  if (!config.stripe) return testModeProvider();
  const { stripeProvider } = await import('./providers/stripe.js');
  return limitProviderCalls(stripeProvider(config.stripe), STRIPE_CALLS_AT_ONCE);
}
