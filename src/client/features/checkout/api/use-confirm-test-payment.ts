import { useMutation } from '@tanstack/react-query';
import type { TestModeConfirmBody, TestModeConfirmResponse } from '#shared/schemas/payments.js';
import { apiJson } from '#client/lib/api';

/**
 * POST /api/payments/test-mode/confirm: charges a test card. The server settles it as the
 * processor's webhook would; 402 carries the decline text, 400 a malformed card, 409 already paid,
 * 503 new orders paused. A charge that did not match the order answers 'needs_attention'.
 * What a payment changes is refreshed by the checkout's outcome (the same for Stripe, which pays
 * in the browser without a call of ours).
 */
export function useConfirmTestPayment() {
  return useMutation({
    mutationFn: (body: TestModeConfirmBody) =>
      apiJson<TestModeConfirmResponse>('POST', '/api/payments/test-mode/confirm', body),
  });
}
