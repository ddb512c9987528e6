/**
 * Why sign-in with the identity provider did not complete. The server sends the sign-in page a
 * code (`/login?error=cancelled`) and the page shows its message: only these, so that a link
 * cannot put words of its own in our error box.
 */
export const SIGN_IN_ERRORS = {
  failed: 'Sign-in with your identity provider failed. Please try again.',
  cancelled: 'Sign-in with your identity provider was cancelled.',
  unavailable:
    'Sign-in with your identity provider is unavailable right now. Please try again later or sign in with a password.',
  no_email:
    'Your identity provider did not share an email address, so we cannot sign you in with it. ' +
    'Allow access to your email address and try again, or sign in with a password.',
  unverified_email:
    'An account with this email already exists. Sign in with your password, or set one with Forgot password.',
  email_not_verified:
    'Your identity provider has not verified this email address, so we cannot create an account with it. ' +
    'Verify it with your provider and try again, or sign up with a password.',
  linked_elsewhere:
    'An account with this email is already linked to a different sign-in. Sign in that way, or set a password with Forgot password.',
} as const;

export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;

/** The message for a code from the address, or null for none or one we did not send. */
export function signInErrorMessage(code: string | null): string | null {
  return code !== null && Object.hasOwn(SIGN_IN_ERRORS, code)
    ? SIGN_IN_ERRORS[code as SignInErrorCode]
    : null;
}

/** The code of one of these messages (a refusal the server raised with it), else `failed`. */
export function signInErrorCode(message: string): SignInErrorCode {
  const codes = Object.keys(SIGN_IN_ERRORS) as SignInErrorCode[];
  return codes.find((code) => SIGN_IN_ERRORS[code] === message) ?? 'failed';
}
