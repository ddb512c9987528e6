import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import type { User } from '#shared/schemas/auth.js';
import { loadToaster } from '#client/components/ui/load-toaster';
import { createQueryClient } from '#client/lib/query-client';
import { queryKeys } from '#client/lib/query-keys';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    role: 'applicant',
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@example.com',
    profileImageUrl: null,
    hasPassword: true,
    ...overrides,
  };
}

/** The app's own query client, with the signed-in user (or signed-out null) already known. */
export function queryClientWithUser(user: User | null): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentUser, user);
  return queryClient;
}

/** Put the browser at a path (wouter reads window.location). */
export function visit(pathWithSearch: string): void {
  window.history.replaceState(null, '', pathWithSearch);
}

export function renderWithUser(ui: ReactElement, user: User | null) {
  const queryClient = queryClientWithUser(user);
  return {
    queryClient,
    ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
  };
}

/** A JSON response as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Waits until the toaster's code has loaded and what waited on it ran: a toast's toaster has
 * rendered, and the sign-in redirect's delay has started.
 */
export const toasterLoaded = () =>
  act(async () => {
    await loadToaster();
  });

/** A toast with this title and description, in the toast region (not the same words elsewhere). */
export async function expectToast(title: string, description: string) {
  const toasts = await screen.findByRole('region', { name: /^Notifications \(/ });
  expect(await within(toasts).findByText(title)).toBeInTheDocument();
  expect(within(toasts).getByText(description)).toBeInTheDocument();
}
