import type { ActorContext, Deps } from '../../deps.js';
import type { PaymentProvider } from './providers/provider.js';

/** Deps of a service that moves money: the card processor, built once at startup. */
export interface PaymentDeps extends Deps {
  payments: PaymentProvider;
}

/** The same for a signed-in caller. */
export interface PaymentsContext extends PaymentDeps, ActorContext {}
