import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../tests/support/http.js';
import { createSlot } from '../../../tests/support/uploads.js';
import { dbFingerprint } from '../../../tests/support/db-fingerprint.js';
import { useTestApp } from '../../../tests/support/test-app.js';
import {
  MAX_NESTING,
  TOO_DEEP_MESSAGE,
  brokenTextMessage,
  findBrokenText,
} from './text-hygiene.js';

describe('findBrokenText', () => {
  it('names the first field holding a NUL or half of a surrogate pair', () => {
    expect(findBrokenText({ a: 'fine', b: ['ok', { c: 'x\u0000y' }] })).toBe('b.1.c');
    expect(findBrokenText({ note: 'lone \ud800 high' })).toBe('note');
    expect(findBrokenText({ note: 'lone \udc00 low' })).toBe('note');
    expect(findBrokenText({ ['key\u0000']: 1 })).toBe('key\u0000');
    expect(findBrokenText('\u0000')).toBe('');
  });

  it('lets every well-formed text through, emoji and accents included', () => {
    expect(findBrokenText({ a: 'Café 😀 名前', b: [1, null, true], c: { d: '' } })).toBeNull();
    expect(findBrokenText(Buffer.from([0, 0xd8]))).toBeNull();
    expect(findBrokenText(Readable.from(['\u0000']))).toBeNull();
  });
});

describe('text hygiene on every request', () => {
  const t = useTestApp();

  it('answers 400, not 500, for a body nested deeper than any form sends', async () => {
    const depth = 50_000;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TOO_DEEP_MESSAGE);
    const nested = (levels: number): unknown => (levels === 0 ? 'x' : [nested(levels - 1)]);
    expect(findBrokenText({ a: nested(MAX_NESTING - 2) })).toBeNull();
  });
  const contact = {
    name: 'Ada',
    email: 'ada@example.com',
    topic: 'other',
    message: 'Please call me back about my order.',
  };

  it('answers 400 naming the field, and stores nothing, for NUL or a lone surrogate', async () => {
    const before = await dbFingerprint(t.db.db);
    for (const message of ['Please call\u0000 me back.', 'Please call \ud83d me back.']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/support/contact',
        payload: JSON.stringify({ ...contact, message }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: brokenTextMessage('message') });
    }
    expect(await dbFingerprint(t.db.db)).toBe(before);
  });

  it('checks query strings too', async () => {
    const admin = await signInAs(t.app, t.db.db, 'admin');
    const response = await t.app.inject({
      url: '/api/admin/orders?q=a%00b',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(brokenTextMessage('q'));
  });

  it('refuses a document address whose id is 36 hex digits and dashes but no UUID', async () => {
    const applicant = await signInAs(t.app, t.db.db, 'applicant');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reviewer-applications',
      headers: { cookie: applicant.cookie },
      payload: {
        lawSchool: 'Yale Law School',
        graduationYear: 2015,
        barState: 'New York',
        barYear: 2016,
        practiceArea: 'Litigation',
        t14: true,
        bio: 'I have reviewed personal statements for admissions committees for years.',
        cvDocumentUrl: '/api/documents/------------------------------------',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The uploaded CV was not recognised. Upload it again.');
  });

  it('leaves raw upload bodies alone: a PUT over real HTTP stores the bytes', async () => {
    const applicant = await signInAs(t.app, t.db.db, 'applicant');
    const uploadURL = await createSlot(t.app, applicant.cookie);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}${uploadURL}`, {
      method: 'PUT',
      body: Buffer.from('%PDF-1.4 \u0000 bytes'),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(response.status).toBe(200);
  });
});
