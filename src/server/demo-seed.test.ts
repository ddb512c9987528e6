import { describe, expect, it } from 'vitest';
import { submissionStatuses } from '../shared/domain/order-status.js';
import { submissions } from './db/schema/index.js';
import { LIVE_SITE_MESSAGE, seedDemo } from './demo-seed.js';
import { useTestApp } from '../../tests/support/test-app.js';

const t = useTestApp();
const live = useTestApp({
  stripe: {
    secretKey: 'sk_test_live_site',
    publishableKey: 'pk_test_live_site',
    webhookSecret: 'whsec_live_site',
  },
});

describe('demo data', () => {
  it('seeds an account per role and an order in every status, once', async () => {
    expect(await seedDemo(t.deps)).toContain('Seeded 7 orders');
    expect(await seedDemo(t.deps)).toContain('(already there)');
    const rows = await t.db.db.select({ status: submissions.status }).from(submissions);
    expect(rows.map((r) => r.status).sort()).toEqual([...submissionStatuses].sort());
    for (const [role, email] of [
      ['applicant', 'applicant@demo.test'],
      ['admin', 'admin@demo.test'],
    ]) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'demo-password-123' },
      });
      expect(login.json().role).toBe(role);
    }
  });

  it('makes no demo account where real payments are on', async () => {
    await expect(seedDemo(live.deps)).rejects.toThrow(LIVE_SITE_MESSAGE);
    const login = await live.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.test', password: 'demo-password-123' },
    });
    expect(login.statusCode).toBe(401);
  });
});
