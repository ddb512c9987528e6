import { describe, expect, it } from 'vitest';
import { hashPassword, usePasswordHashing, verifyPassword } from './passwords.js';

describe('password hashing cost', () => {
  it("uses argon2id at OWASP's cost unless the config asks for the test cost", async () => {
    const standard = await hashPassword('correct horse battery');
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    usePasswordHashing({ fastPasswordHashing: true });
    const cheap = await hashPassword('correct horse battery');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    // Verifying reads the cost from the stored hash: both kinds check out either way.
    expect(await verifyPassword(standard, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(cheap, 'wrong horse battery')).toBe(false);

    usePasswordHashing({ fastPasswordHashing: false });
    expect(await hashPassword('x')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(cheap, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(null, 'correct horse battery')).toBe(false);
  });
});
