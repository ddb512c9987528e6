import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '#client/lib/navigation';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';
import { SetupAdminPage } from './setup-admin-page';

let assign: ReturnType<typeof vi.spyOn>;
const token = 'a'.repeat(32);

beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function fillAccount(button: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Jane');
  await user.type(screen.getByLabelText('Last name'), 'Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'long enough 1');
  await user.click(screen.getByRole('button', { name: button }));
}

describe('RegisterPage', () => {
  it('hints at the password length and shows a taken email', async () => {
    fakeApi({
      'POST /api/auth/register': () =>
        jsonResponse({ message: 'An account with this email already exists.' }, 409),
    });
    visit('/register');
    renderWithUser(<RegisterPage />, null);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 10 characters.',
    );
    await fillAccount('Create account');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs the new applicant in at the return address', async () => {
    const calls = fakeApi({ 'POST /api/auth/register': () => jsonResponse(makeUser(), 201) });
    visit('/register?returnTo=%2Fcheckout%2Fpremium');
    renderWithUser(<RegisterPage />, null);
    await fillAccount('Create account');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/premium'));
    expect(calls[0]?.body).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      password: 'long enough 1',
    });
  });
});

describe('ForgotPasswordPage', () => {
  it('confirms without saying whether the account exists', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/auth/password-reset/request': () => jsonResponse({ ok: true }) });
    renderWithUser(<ForgotPasswordPage />, null);
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        "If an account exists for that email, we've sent a link to reset your password.",
      ),
    ).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('explains a link without a token', () => {
    visit('/reset-password');
    renderWithUser(<ResetPasswordPage />, null);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete');
    expect(screen.getByRole('link', { name: 'request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('sets the new password with the token and links to sign in', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'POST /api/auth/password-reset/confirm': () => jsonResponse({ ok: true }),
    });
    visit(`/reset-password?token=${token}`);
    renderWithUser(<ResetPasswordPage />, null);
    await user.type(screen.getByLabelText('New password'), 'brand new pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(calls[0]?.body).toEqual({ token, password: 'brand new pass' });
  });

  it('shows why an expired link failed', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/auth/password-reset/confirm': () =>
        jsonResponse({ message: 'This reset link has expired or was already used.' }, 400),
    });
    visit(`/reset-password?token=${token}`);
    renderWithUser(<ResetPasswordPage />, null);
    await user.type(screen.getByLabelText('New password'), 'brand new pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has expired or was already used.',
    );
  });
});

describe('SetupAdminPage', () => {
  it('creates the administrator and opens the dashboard', async () => {
    const calls = fakeApi({
      'POST /api/auth/admin-setup': () => jsonResponse(makeUser({ role: 'admin' }), 201),
    });
    visit(`/setup-admin?token=${token}`);
    renderWithUser(<SetupAdminPage />, null);
    expect(
      screen.getByRole('heading', { name: 'Create the administrator account' }),
    ).toBeInTheDocument();
    await fillAccount('Create administrator');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(calls[0]?.body).toMatchObject({ token, email: 'jane@example.com' });
  });
});
