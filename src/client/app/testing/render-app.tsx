import { render } from '@testing-library/react';
import type { User } from '#shared/schemas/auth.js';
import { App } from '../app';
import { queryClientWithUser, visit } from '#client/testing/render';

/** The whole app at `path`, for `user` (null: signed out), as a fresh load renders it. */
export function renderAppAt(path: string, user: User | null) {
  visit(path);
  return render(<App queryClient={queryClientWithUser(user)} />);
}
