import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '#shared/schemas/support.js';
import { apiJson } from '#client/lib/api';

/** POST /api/support/contact: stores the message and tells the admins. Nothing to invalidate. */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => apiJson<{ ok: true }>('POST', '/api/support/contact', body),
  });
}
