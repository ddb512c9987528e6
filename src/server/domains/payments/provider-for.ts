import type { AppConfig } from '../../config.js';
import type { PaymentProvider } from './providers/provider.js';
import { testModeProvider } from './providers/test-mode.js';

/**
 * Test mode unless Stripe keys are configured. Stripe's SDK is loaded only then: it is a few
 * hundred modules and some 20 MB of memory that a server in test mode never calls.
 */
export async function paymentProviderFor(config: AppConfig): Promise<PaymentProvider> {
  if (!config.stripe) return testModeProvider();
  const { stripeProvider } = await import('./providers/stripe.js');
  return stripeProvider(config.stripe);
}
