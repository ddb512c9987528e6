import { describe, expect, it } from 'vitest';
import { authThrottle } from '../db/schema/index.js';
import {
  countAttempt,
  guardAttemptFromIp,
  MAX_ATTEMPTS_PER_IP,
  THROTTLE_WINDOW_MS,
} from '../domains/auth/login-throttle.js';
import { useTestApp } from '../../../tests/support/test-app.js';
import { expireThrottleCounts } from './cleanup.js';

const t = useTestApp();

const keys = async () =>
  (await t.db.db.select({ key: authThrottle.key }).from(authThrottle)).map((row) => row.key).sort();

describe('expiring rate-limit counters', () => {
  it('deletes the counters whose window has passed and keeps the ones still counting', async () => {
    await t.db.db.delete(authThrottle);
    await countAttempt(t.deps, 'message:old/order');
    t.clock.advance(THROTTLE_WINDOW_MS - 1000);
    await countAttempt(t.deps, 'message:recent/order');
    t.clock.advance(1000);

    expect(await expireThrottleCounts(t.deps)).toBe(1);
    expect(await keys()).toEqual(['message:recent/order']);
  });

  it('leaves a limit that is still refusing in force', async () => {
    await t.db.db.delete(authThrottle);
    const ip = '203.0.113.9';
    for (let n = 0; n < MAX_ATTEMPTS_PER_IP; n += 1) await guardAttemptFromIp(t.deps, ip);
    await expect(guardAttemptFromIp(t.deps, ip)).rejects.toThrow(/Too many sign-in attempts/);
    t.clock.advance(THROTTLE_WINDOW_MS - 1000);

    expect(await expireThrottleCounts(t.deps)).toBe(0);
    await expect(guardAttemptFromIp(t.deps, ip)).rejects.toThrow(/Too many sign-in attempts/);

    t.clock.advance(1000);
    expect(await expireThrottleCounts(t.deps)).toBe(1);
    await expect(guardAttemptFromIp(t.deps, ip)).resolves.toBeUndefined();
  });
});
