import { parseArgs } from 'node:util';
import { z } from 'zod';
import { roles } from '../shared/domain/roles.js';
import { AppError } from '../shared/errors.js';
import { registerBody } from '../shared/schemas/auth.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import type { Deps } from './deps.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openMigratedDatabase } from './db/open-migrated.js';
import { issueAdminSetupLink } from './domains/auth/admin-setup.js';
import { listOutbox, outboxAsText } from './domains/admin/outbox.js';
import { seedDemo } from './demo-seed.js';
import { usePasswordHashing } from './domains/auth/passwords.js';
import { createUser } from './domains/auth/users.js';
import { reviewerProfiles } from './db/schema/index.js';

const USAGE = `Counsel Review operator commands

  npm run cli -- user create --email E --password P --role applicant|reviewer|admin [--first-name F] [--last-name L]
                 reviewers also: [--law-school S] [--practice-area A] [--t14]
  npm run cli -- admin setup-link      print a one-time link to create the first admin
  npm run cli -- demo                  seed demo accounts and print how to sign in
  npm run cli -- outbox [--limit N]    print the latest N emails (default 10, at most 100), newest
                                       first: to, subject, status, time, then the text body

Uses the same configuration as the server (DATABASE_URL or DATA_DIR). In embedded mode,
stop the server first: only one process may use DATA_DIR at a time.`;

const userCreateArgs = registerBody.extend({
  role: z.enum(roles, `--role must be one of: ${roles.join(', ')}`),
  firstName: registerBody.shape.firstName.optional(),
  lastName: registerBody.shape.lastName.optional(),
});

const outboxLimit = z.coerce
  .number('--limit must be a number from 1 to 100.')
  .int('--limit must be a whole number from 1 to 100.')
  .min(1, '--limit must be a number from 1 to 100.')
  .max(100, '--limit must be a number from 1 to 100.');

async function withDeps<T>(run: (deps: Deps) => Promise<T>): Promise<T> {
  const config = loadConfig();
  usePasswordHashing(config);
  const handle = await openMigratedDatabase(config);
  try {
    return await run({ db: handle.db, config, clock: systemClock });
  } finally {
    await handle.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'law-school': { type: 'string' },
      'practice-area': { type: 'string' },
      t14: { type: 'boolean' },
      limit: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals.join(' ');
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command === 'user create') {
    const parsed = userCreateArgs.safeParse({
      email: values.email ?? '',
      password: values.password ?? '',
      role: values.role,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    if (!parsed.success) {
      throw new AppError('validation', parsed.error.issues.map((i) => i.message).join('\n'));
    }
    const user = await withDeps(async (deps) => {
      const created = await createUser(deps.db, parsed.data);
      // A reviewer needs a profile (credentials, availability) to take orders.
      if (created.role === 'reviewer') {
        await deps.db.insert(reviewerProfiles).values({
          userId: created.id,
          lawSchool: values['law-school'] ?? 'Not specified',
          practiceArea: values['practice-area'] ?? 'Not specified',
          t14: values.t14 ?? false,
        });
      }
      return created;
    });
    console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
    return;
  }
  if (command === 'admin setup-link') {
    const link = await withDeps(issueAdminSetupLink);
    console.log(link ?? 'An admin account already exists; no setup link is needed.');
    return;
  }
  if (command === 'demo') {
    console.log(await withDeps(seedDemo));
    return;
  }
  if (command === 'outbox') {
    const limit = outboxLimit.safeParse(values.limit ?? '10');
    if (!limit.success) throw new AppError('validation', limit.error.issues[0]!.message);
    const page = await withDeps((deps) => listOutbox(deps, { limit: limit.data }));
    console.log(outboxAsText(page.items));
    return;
  }
  throw new AppError('validation', `Unknown command "${command}".\n\n${USAGE}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof AppError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
