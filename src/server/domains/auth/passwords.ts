import { hash, verify } from '@node-rs/argon2';
import type { AppConfig } from '../../config.js';

// argon2id (the library's default) with OWASP's recommended memory cost.
const standardCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
// The least work argon2id allows, for test suites that create hundreds of accounts. Only a
// config with TEST_FAST_PASSWORD_HASHING selects it, and config.ts refuses that outside
// NODE_ENV=test. Verifying reads the cost from the stored hash, so either kind checks out.
const testCost = { memoryCost: 8, timeCost: 1, parallelism: 1 };
let options = standardCost;

/** Chooses the hashing cost for this process from its config (buildApp and the CLI call it). */
export function usePasswordHashing(config: Pick<AppConfig, 'fastPasswordHashing'>): void {
  const chosen = config.fastPasswordHashing ? testCost : standardCost;
  if (chosen === options) return;
  options = chosen;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified against when the account does not exist, so timing does not reveal which emails exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
