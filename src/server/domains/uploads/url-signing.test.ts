import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { checkStorageSignature, expiryAfter, signStorageGrant } from './url-signing.js';

const secret = 'unit-test-secret-unit-test-secret-0123';
const key = 'uploads/3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const now = new Date('2026-11-02T10:00:00Z');
const expires = expiryAfter(now, 15 * 60 * 1000);

describe('storage URL signatures', () => {
  const sig = signStorageGrant(secret, { method: 'PUT', key, expires });
  const check = (
    grant: Partial<Parameters<typeof checkStorageSignature>[1]>,
    presented = sig,
    at = now,
  ) =>
    checkStorageSignature(
      secret,
      { method: 'PUT', key, expires: String(expires), ...grant },
      presented,
      at,
    );

  it('accepts the exact grant it signed until the expiry second has passed', () => {
    expect(check({})).toBe('ok');
    expect(check({}, sig, new Date(expires * 1000))).toBe('ok');
    expect(check({}, sig, new Date(expires * 1000 + 1000))).toBe('expired');
  });

  it('binds the method, the key, the expiry and the download name', () => {
    expect(check({ method: 'GET' })).toBe('invalid');
    expect(check({ key: key.replace('3f1c', '3f1d') })).toBe('invalid');
    expect(check({ expires: String(expires + 1) })).toBe('invalid');
    expect(check({ name: 'statement.pdf' })).toBe('invalid');
    const named = signStorageGrant(secret, { method: 'GET', key, expires, name: 'a.pdf' });
    expect(check({ method: 'GET', name: 'a.pdf' }, named)).toBe('ok');
    expect(check({ method: 'GET', name: 'b.pdf' }, named)).toBe('invalid');
  });

  it('refuses missing, malformed and other-secret signatures before looking at the expiry', () => {
    expect(check({}, '')).toBe('invalid');
    expect(check({ expires: undefined })).toBe('invalid');
    expect(check({ expires: '1e12' })).toBe('invalid');
    expect(check({}, `${sig}x`)).toBe('invalid');
    const foreign = signStorageGrant(`${secret}!`, { method: 'PUT', key, expires });
    expect(check({}, foreign)).toBe('invalid');
    expect(check({}, 'A'.repeat(sig.length), new Date(expires * 1000 + 60_000))).toBe('invalid');
  });

  it('rounds the expiry up to whole seconds', () => {
    expect(expiryAfter(new Date(1_500), 1_000)).toBe(3);
    expect(expiryAfter(new Date(2_000), 1_000)).toBe(3);
  });
});

describe('local storage addresses', () => {
  const storage = createLocalStorage({ root: '/unused', secret, clock: () => now });

  it('signs root-relative PUT and GET addresses the storage checks', async () => {
    const put = new URL(
      await storage.createUploadUrl(key, { contentLengthLimit: 1, expiresIn: 900 }),
      'http://x',
    );
    expect(put.pathname).toBe(`/api/storage/${key}`);
    expect(put.searchParams.get('expires')).toBe(String(expires));
    const grant = { method: 'PUT' as const, key, expires: put.searchParams.get('expires')! };
    expect(storage.checkSignature(grant, put.searchParams.get('sig')!)).toBe('ok');

    const documentKey = key.replace('uploads/', 'documents/');
    const get = new URL(
      await storage.createDownloadUrl(documentKey, { fileName: 'Ünïcode «x».pdf', expiresIn: 300 }),
      'http://x',
    );
    expect(get.searchParams.get('name')).toBe('Ünïcode «x».pdf');
    const getGrant = {
      method: 'GET' as const,
      key: documentKey,
      expires: get.searchParams.get('expires')!,
      name: 'Ünïcode «x».pdf',
    };
    expect(storage.checkSignature(getGrant, get.searchParams.get('sig')!)).toBe('ok');
  });

  it('reads at most one byte past the limit it is given', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'cr-local-read-'));
    try {
      const local = createLocalStorage({ root, secret, clock: () => now });
      const documentKey = key.replace('uploads/', 'documents/');
      const bytes = Buffer.from('0123456789'.repeat(100));
      await local.writeObject(documentKey, bytes, 'application/pdf');
      expect((await local.readObject(documentKey, 10)).equals(bytes.subarray(0, 11))).toBe(true);
      expect((await local.readObject(documentKey, 5000)).equals(bytes)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses keys that could walk out of its folder', async () => {
    for (const bad of [
      '../etc/passwd',
      'uploads/../../x',
      'uploads/abc',
      'other/3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    ]) {
      await expect(
        storage.createUploadUrl(bad, { contentLengthLimit: 1, expiresIn: 1 }),
      ).rejects.toThrow(/not a storage key/);
      await expect(storage.readObject(bad, 1)).rejects.toThrow(/not a storage key/);
    }
  });
});
