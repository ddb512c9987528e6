import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../../tests/support/document-fixtures.js';
import { registerUser } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { createSlot, putUpload, uploadDocument } from '../../../../tests/support/uploads.js';

// The local driver's signed addresses are the only permission its storage routes ask for.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cr-signatures-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('local storage signed addresses', () => {
  it('refuses tampered, foreign-method and expired signatures with 403', async () => {
    const { cookie } = await registerUser(t.app);
    const uploadURL = await createSlot(t.app, cookie);
    const pdf = await makePdf(['Signed words']);
    const url = new URL(uploadURL, 'http://localhost');

    const badSig = new URL(url);
    const sig = url.searchParams.get('sig')!;
    // Change the first character to another one: a fixed suffix such as "AA" is sometimes
    // what the signature already ends with, and the "tampered" address is then the real one.
    badSig.searchParams.set('sig', `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const noSig = new URL(url);
    noSig.searchParams.delete('sig');
    const otherKey = new URL(url);
    otherKey.pathname = '/api/storage/uploads/00000000-0000-4000-8000-000000000000';

    for (const tampered of [badSig, longer, noSig, otherKey]) {
      const response = await putUpload(t.app, `${tampered.pathname}${tampered.search}`, pdf);
      expect(response.statusCode, tampered.href).toBe(403);
      expect(response.json().message).toBe(
        'This upload link is not valid. Start the upload again.',
      );
    }

    t.clock.advance(16 * 60 * 1000);
    const late = await putUpload(t.app, uploadURL, pdf);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toMatch(/has expired/);
  });

  it('refuses a download link whose name, key or expiry was changed, or that has expired', async () => {
    const { cookie } = await registerUser(t.app);
    const registered = await uploadDocument(t.app, cookie, await makePdf(['Download me']));
    const { documentPath } = registered.json();
    const redirect = await t.app.inject({
      method: 'GET',
      url: `${documentPath}/download`,
      headers: { cookie },
    });
    const url = new URL(redirect.headers.location as string, 'http://localhost');

    const renamed = new URL(url);
    renamed.searchParams.set('name', 'invoice.exe');
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 60));
    for (const tampered of [renamed, longer]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${tampered.pathname}${tampered.search}`,
      });
      expect(response.statusCode).toBe(403);
    }

    t.clock.advance(5 * 60 * 1000 + 1000);
    const late = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('This download link has expired. Start the download again.');
  });

  it('refuses a PUT sent from another website', async () => {
    const { cookie } = await registerUser(t.app);
    const uploadURL = await createSlot(t.app, cookie);
    const response = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: await makePdf(['Forged']),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});
