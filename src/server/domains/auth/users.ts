import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../../shared/errors.js';
import type { Role } from '../../../shared/domain/roles.js';
import type {
  ChangePasswordBody,
  RegisterBody,
  UpdateProfileBody,
  User,
} from '../../../shared/schemas/auth.js';
import type { Database } from '../../db/client.js';
import { equalsAnyOf } from '../../db/array-param.js';
import { preparedPerDatabase } from '../../db/prepared-query.js';
import { accountColumns, users } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';
import { deleteUserSessions, type SessionUser } from './sessions.js';
import { clearFailedSignIns, guardSignIn, recordFailedSignIn } from './login-throttle.js';
import { revokeOneTimeTokens } from './one-time-tokens.js';
import { hashPassword, verifyPassword } from './passwords.js';

type ContactColumn = 'id' | 'email' | 'firstName' | 'lastName';

/**
 * A person as notices and screens address them: id, email and name, never their credentials;
 * of `users` or of an alias of it (an order's reviewer beside its applicant). The id leads:
 * drizzle reads a left-joined object as absent when its first column is null, and a person's
 * first name may be (an account from a sign-in provider that sends none).
 */
export const contactColumnsOf = <People extends Record<ContactColumn, AnyPgColumn>>(
  people: People,
): Pick<People, ContactColumn> => ({
  id: people.id,
  email: people.email,
  firstName: people.firstName,
  lastName: people.lastName,
});
export const contactColumns = contactColumnsOf(users);

/** A person as screens name them: name, email and role, never their credentials. */
export interface Person {
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: Role;
}

const peopleOf = preparedPerDatabase((db) =>
  db
    .select({ ...contactColumns, role: users.role })
    .from(users)
    .where(equalsAnyOf(users.id, sql.placeholder('ids')))
    .prepare('people_by_ids'),
);

/** The people behind some user ids, in one query (ids with no account are left out). */
export async function peopleByIds(db: Database, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, Person>();
  const rows = await peopleOf(db).execute({ ids: unique });
  return new Map<string, Person>(rows.map(({ id, ...person }) => [id, person]));
}

export function toPublicUser(row: SessionUser): User {
  return {
    id: row.id,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    hasPassword: row.hasPassword,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || causeCode === '23505';
}

export const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';

/** A password account; everyone who signs up is an applicant (docs/product.md §1 People). */
export async function createUser(
  db: Database,
  input: Omit<RegisterBody, 'firstName' | 'lastName'> & {
    firstName?: string;
    lastName?: string;
    role?: Role;
  },
): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        role: input.role ?? 'applicant',
      })
      .returning(accountColumns);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', EMAIL_TAKEN);
    throw error;
  }
}

export async function findUserByEmail(db: Database, email: string): Promise<SessionUser | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email));
  return row ?? null;
}

/** The user when the password matches, otherwise null (same work either way). */
export async function checkCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<SessionUser | null> {
  const [row] = await db
    .select({ user: accountColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  const ok = await verifyPassword(row?.passwordHash ?? null, password);
  return ok && row ? row.user : null;
}

export async function updateProfile(
  ctx: ActorContext,
  input: UpdateProfileBody,
): Promise<SessionUser> {
  const [row] = await ctx.db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
    .where(eq(users.id, ctx.actor.id))
    .returning(accountColumns);
  if (!row) throw new AppError('not_found', 'Your account no longer exists.');
  return row;
}

/** A new password also ends the reset links the user was sent for the old one. */
export async function setPassword(db: Database, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeOneTimeTokens(tx, { purpose: 'password_reset', userId });
  });
}

/** Other devices lose their sessions; the one making the change (its token) stays signed in. */
export async function changePassword(
  ctx: ActorContext,
  input: ChangePasswordBody & { sessionToken: string | null; ip: string },
): Promise<void> {
  const { actor: user } = ctx;
  // A stolen session must not make this a password oracle outside the sign-in limits.
  const attempt = { ip: input.ip, email: user.email };
  await guardSignIn(ctx, attempt);
  const [stored] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!(await verifyPassword(stored?.passwordHash ?? null, input.currentPassword))) {
    await recordFailedSignIn(ctx, attempt);
    throw new AppError('validation', 'Your current password is incorrect.');
  }
  await clearFailedSignIns(ctx, attempt);
  await setPassword(ctx.db, user.id, input.newPassword);
  await deleteUserSessions(ctx, { userId: user.id, keepToken: input.sessionToken ?? undefined });
}
