import type { Role } from '../shared/domain/roles.js';
import type { Deps } from './deps.js';
import { createUser, findUserByEmail } from './domains/auth/users.js';

export const DEMO_PASSWORD = 'demo-password-123';

const demoAccounts: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'applicant@demo.test', role: 'applicant', firstName: 'Avery', lastName: 'Applicant' },
  { email: 'reviewer@demo.test', role: 'reviewer', firstName: 'Riley', lastName: 'Reviewer' },
  { email: 'admin@demo.test', role: 'admin', firstName: 'Alex', lastName: 'Admin' },
];

/** Creates the demo accounts that do not exist yet; returns sign-in instructions. */
export async function seedDemo(deps: Deps): Promise<string> {
  const lines = ['Demo accounts (password for all: ' + DEMO_PASSWORD + '):'];
  for (const account of demoAccounts) {
    const existing = await findUserByEmail(deps.db, account.email);
    if (!existing) await createUser(deps.db, { ...account, password: DEMO_PASSWORD });
    lines.push(`  ${account.role.padEnd(9)} ${account.email}${existing ? ' (already there)' : ''}`);
  }
  lines.push(`Sign in at ${deps.config.publicUrl}/api/login`);
  return lines.join('\n');
}
