import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../tests/support/document-fixtures.js';
import { registerUser } from '../../../tests/support/http.js';
import { manualClock, testConfig } from '../../../tests/support/test-app.js';
import { createTestDb, type TestDatabase } from '../../../tests/support/test-db.js';
import { uploadDocument } from '../../../tests/support/uploads.js';
import { buildApp } from '../app.js';
import { outboxEmails } from '../db/schema/index.js';
import { REDACTED, redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('keeps the path and harmless parameters, and hides secret values', () => {
    expect(redactUrl('/api/submissions?cursor=abc&limit=20')).toBe(
      '/api/submissions?cursor=abc&limit=20',
    );
    expect(redactUrl('/reset-password?token=s3cret')).toBe(`/reset-password?token=${REDACTED}`);
    expect(redactUrl('/api/storage/documents/1?expires=99&name=a.pdf&sig=abc')).toBe(
      `/api/storage/documents/1?expires=${REDACTED}&name=a.pdf&sig=${REDACTED}`,
    );
    expect(
      redactUrl('/x?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=ff&x-amz-security-token=t'),
    ).toBe(
      `/x?X-Amz-Credential=${REDACTED}&X-Amz-Signature=${REDACTED}&x-amz-security-token=${REDACTED}`,
    );
    expect(redactUrl('/api/auth/oidc/callback?code=c&state=s')).toBe(
      `/api/auth/oidc/callback?code=${REDACTED}&state=${REDACTED}`,
    );
  });

  it('sees through percent-encoded keys and repeated keys', () => {
    expect(redactUrl('/reset-password?%74oken=a&token=b')).toBe(
      `/reset-password?%74oken=${REDACTED}&token=${REDACTED}`,
    );
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cr-log-redaction-'));
  let app: FastifyInstance;
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDb();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp(testConfig({ dataDir, publicUrl: 'http://app.test' }), {
      db: db.db,
      clock: manualClock().clock,
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const logText = () => lines.join('');

  it('never show a password reset token', async () => {
    const { email } = await registerUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
    });
    const [mail] = await db.db.select().from(outboxEmails);
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.textBody)![1]!;

    // The page the emailed link opens, then the form posting the token.
    await app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'brand new secret' },
    });
    expect(confirm.statusCode).toBe(200);

    expect(logText()).toContain(`"url":"/reset-password?token=${REDACTED}"`);
    expect(logText()).not.toContain(token);
  });

  it('never show a storage URL signature', async () => {
    const { cookie } = await registerUser(app);
    const registered = await uploadDocument(app, cookie, await makePdf(['A statement.']));
    expect(registered.statusCode, registered.body).toBe(200);
    const redirect = await app.inject({
      method: 'GET',
      url: `${registered.json().documentPath}/download`,
      headers: { cookie },
    });
    const location = redirect.headers.location as string;
    const download = await app.inject({ method: 'GET', url: location });
    expect(download.statusCode).toBe(200);

    const signature = new URL(location, 'http://app.test').searchParams.get('sig')!;
    expect(signature.length).toBeGreaterThan(20);
    expect(logText()).toContain(`&sig=${REDACTED}`);
    expect(logText()).not.toContain(signature);
    const uploadSignatures = [...logText().matchAll(/sig=([\w-]{20,})/g)];
    expect(uploadSignatures).toEqual([]);
  });
});
