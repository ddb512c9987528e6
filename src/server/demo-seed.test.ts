import { describe, expect, it } from 'vitest';
import { submissionStatuses } from '../shared/domain/order-status.js';
import { submissions } from './db/schema/index.js';
import { seedDemo } from './demo-seed.js';
import { useTestApp } from '../../tests/support/test-app.js';

const t = useTestApp();

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
});
