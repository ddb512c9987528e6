import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { makeUser, renderWithUser } from '#client/testing/render';
import { AvailabilityForm } from './availability-form';

// The form's checks load with its first use; here that load fails as it does offline, where the
// browser rejects the import with this TypeError.
vi.mock('#shared/schemas/reviewers.js', () => ({
  get availabilityBody() {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
}));

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

it('says the settings were not saved, and why, when its checks cannot load', async () => {
  const user = userEvent.setup();
  const calls = fakeApi({});
  renderWithUser(
    <>
      <AvailabilityForm saved={{ weeklyCapacity: 5, acceptRush: true, premiumOnly: false }} />
      <Toaster />
    </>,
    makeUser({ role: 'reviewer' }),
  );
  await user.click(screen.getByRole('button', { name: 'Update Settings' }));

  expect(await screen.findByText('Settings Not Saved')).toBeInTheDocument();
  expect(
    screen.getByText('Could not reach the server. Check your connection and try again.'),
  ).toBeInTheDocument();
  expect(calls).toEqual([]);
});
