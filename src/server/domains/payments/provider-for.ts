import type { AppConfig } from '../../config.js';
import type { PaymentProvider } from './providers/provider.js';
import { stripeProvider } from './providers/stripe.js';
import { testModeProvider } from './providers/test-mode.js';

/** Test mode unless Stripe keys are configured. */
export function paymentProviderFor(config: AppConfig): PaymentProvider {
  return config.stripe ? stripeProvider(config.stripe) : testModeProvider();
}
