import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { recordServerUrl, serverUrl } from './server-url.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function configFor(env: Record<string, string>) {
  const dataDir = dirs.at(-1)!;
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 's'.repeat(32),
    ...env,
  });
}

describe('serverUrl', () => {
  it("prints the running server's address to a command run without PORT or PUBLIC_URL", () => {
    dirs.push(mkdtempSync(path.join(tmpdir(), 'server-url-')));
    recordServerUrl(configFor({ PORT: '0' }), 4123);
    expect(serverUrl(configFor({}), {})).toBe('http://127.0.0.1:4123');
  });

  it("keeps the command's own PORT or PUBLIC_URL, and the default when no server ran", () => {
    dirs.push(mkdtempSync(path.join(tmpdir(), 'server-url-')));
    expect(serverUrl(configFor({}), {})).toBe('http://127.0.0.1:3000');
    recordServerUrl(configFor({ PORT: '0' }), 4123);
    expect(serverUrl(configFor({ PORT: '5000' }), { PORT: '5000' })).toBe('http://127.0.0.1:5000');
    const configured = configFor({ PUBLIC_URL: 'http://review.example.com:8080' });
    expect(serverUrl(configured, {})).toBe('http://review.example.com:8080');
  });

  it('records nothing, and does not fail, when DATA_DIR does not exist', () => {
    dirs.push(path.join(tmpdir(), 'server-url-missing', 'nested'));
    expect(() => recordServerUrl(configFor({}), 4123)).not.toThrow();
    expect(serverUrl(configFor({}), {})).toBe('http://127.0.0.1:3000');
  });
});
