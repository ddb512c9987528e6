import { z } from 'zod';
import { roles } from '../domain/roles.js';
import { tooLong } from '../domain/text-limits.js';

const email = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, tooLong('email', 254))
  .pipe(z.email('Enter a valid email address, like name@example.com.'))
  .transform((value) => value.toLowerCase());

const name = (label: string) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(100, tooLong(label, 100));

export const passwordMinLength = 10;

export const newPassword = z
  .string({ error: 'Enter a password.' })
  .min(passwordMinLength, `Password must be at least ${passwordMinLength} characters.`)
  .max(200, tooLong('password', 200));

/**
 * A same-site path to return to after sign-in; anything else falls back to the dashboard. Only
 * printable ASCII, as a browser writes a path (percent-encoded): it goes out as a Location
 * header, which takes no other characters.
 */
export const returnToPath = z
  .string()
  .regex(/^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/, 'Return address must be a path on this site.')
  .max(2000);

export const loginBody = z.object({
  email,
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(200, tooLong('password', 200)),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  email,
  password: newPassword,
  firstName: name('first name'),
  lastName: name('last name'),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const updateProfileBody = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(200, tooLong('password', 200)),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const passwordResetRequestBody = z.object({ email });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBody>;

const token = z
  .string({ error: 'This link is incomplete.' })
  .min(20, 'This link is incomplete.')
  .max(200, 'This link is invalid.');

export const passwordResetConfirmBody = z.object({ token, password: newPassword });
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

export const adminSetupBody = registerBody.extend({ token });
export type AdminSetupBody = z.infer<typeof adminSetupBody>;

export const userResponse = z.object({
  id: z.string(),
  role: z.enum(roles),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type User = z.infer<typeof userResponse>;

/** What /login needs to know: which sign-in methods this server offers. */
export const authOptionsResponse = z.object({
  oidc: z.object({ label: z.string() }).nullable(),
});
export type AuthOptions = z.infer<typeof authOptionsResponse>;

export const okResponse = z.object({ ok: z.literal(true) });
