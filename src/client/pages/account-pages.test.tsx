import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { ProfilePage } from './profile-page';
import { SettingsPage } from './settings-page';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('saves the edited name, updates the cached user and confirms with a toast', async () => {
    const user = userEvent.setup();
    const saved = makeUser({ firstName: 'Janet', lastName: 'Doe' });
    const calls = fakeApi({ 'PATCH /api/auth/user': () => jsonResponse(saved) });
    visit('/profile');
    const { queryClient } = renderWithUser(
      <>
        <ProfilePage />
        <Toaster />
      </>,
      makeUser(),
    );

    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveValue('Jane');
    await user.clear(firstName);
    await user.type(firstName, 'Janet');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your name has been saved.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PATCH',
        url: '/api/auth/user',
        body: { firstName: 'Janet', lastName: 'Doe' },
      },
    ]);
    expect(queryClient.getQueryData(['/api/auth/user'])).toEqual(saved);
  });

  it('requires a first name', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({});
    renderWithUser(<ProfilePage />, makeUser());
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'Enter your first name.',
    );
    expect(calls).toEqual([]);
  });
});

describe('SettingsPage', () => {
  async function fill(current: string, next: string, confirm: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('refuses a confirmation that does not match', async () => {
    const calls = fakeApi({});
    renderWithUser(<SettingsPage />, makeUser());
    await fill('old password 1', 'new password 12', 'new password 13');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(calls).toEqual([]);
  });

  it('shows the server message when the current password is wrong', async () => {
    fakeApi({
      'POST /api/auth/password': () =>
        jsonResponse({ message: 'Your current password is incorrect.' }, 400),
    });
    renderWithUser(<SettingsPage />, makeUser());
    await fill('wrong password', 'new password 12', 'new password 12');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect.',
    );
  });

  it('changes the password and confirms with a toast', async () => {
    const calls = fakeApi({
      'POST /api/auth/password': () => jsonResponse({ ok: true }),
      'GET /api/auth/user': () => jsonResponse(makeUser()),
    });
    renderWithUser(
      <>
        <SettingsPage />
        <Toaster />
      </>,
      makeUser(),
    );
    await fill('old password 1', 'new password 12', 'new password 12');
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(screen.getByText('Your password has been updated.')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/auth/password',
      body: { currentPassword: 'old password 1', newPassword: 'new password 12' },
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('explains that identity-provider accounts have no password here', () => {
    renderWithUser(<SettingsPage />, makeUser({ hasPassword: false }));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByText(/sign in with your identity provider/)).toBeInTheDocument();
  });
});
