import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_ERRORS } from '#shared/domain/sign-in-errors.js';
import { browserNavigation } from '#client/lib/navigation';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { LoginPage } from './login-page';

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const noOidc = { 'GET /api/auth/options': () => jsonResponse({ oidc: null }) };

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('shows field errors under the fields and sends nothing', async () => {
    const calls = fakeApi(noOidc);
    visit('/login');
    renderWithUser(<LoginPage />, null);
    await signIn('not-an-email', '');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server message in an alert', async () => {
    fakeApi({
      ...noOidc,
      'POST /api/auth/login': () =>
        jsonResponse({ message: 'Email or password is incorrect.' }, 401),
    });
    visit('/login');
    renderWithUser(<LoginPage />, null);
    await signIn('jane@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs in and reloads at the return address', async () => {
    const calls = fakeApi({
      ...noOidc,
      'POST /api/auth/login': () => jsonResponse(makeUser()),
    });
    visit('/login?returnTo=%2Fcheckout%2Fcore%3FsubmissionId%3D5');
    renderWithUser(<LoginPage />, null);
    await signIn('  Jane@Example.com ', 'correct horse');

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/core?submissionId=5'));
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'jane@example.com', password: 'correct horse' },
    });
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'dashboard'])(
    'goes to the dashboard instead of the foreign return address %s',
    async (returnTo) => {
      fakeApi({ ...noOidc, 'POST /api/auth/login': () => jsonResponse(makeUser()) });
      visit(`/login?returnTo=${encodeURIComponent(returnTo)}`);
      renderWithUser(<LoginPage />, null);
      await signIn('jane@example.com', 'correct horse');
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    },
  );

  it('keeps the return address on the way to sign-up', () => {
    fakeApi(noOidc);
    visit('/login?returnTo=%2Fcheckout%2Fbasic');
    renderWithUser(<LoginPage />, null);
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register?returnTo=%2Fcheckout%2Fbasic',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("says why the provider's sign-in did not complete, only in our words", () => {
    fakeApi(noOidc);
    visit('/login?error=cancelled');
    const { unmount } = renderWithUser(<LoginPage />, null);
    expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_ERRORS.cancelled);
    unmount();

    // A link of someone else's cannot put its own words on the page.
    visit(`/login?error=${encodeURIComponent('Your account is locked. Call +1 555 0100.')}`);
    renderWithUser(<LoginPage />, null);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Call \+1 555/)).not.toBeInTheDocument();
  });

  it('offers the identity provider when the server has one', async () => {
    fakeApi({ 'GET /api/auth/options': () => jsonResponse({ oidc: { label: 'Google' } }) });
    visit('/login?returnTo=%2Fsettings');
    renderWithUser(<LoginPage />, null);
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/start?returnTo=%2Fsettings',
    );
  });
});
