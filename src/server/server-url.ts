import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.js';

// The running server writes the address it serves under DATA_DIR, so operator commands run
// in another shell (`npm run cli -- demo`) print links that work even when that shell was not
// given the server's PORT or PUBLIC_URL.
const fileOf = (config: AppConfig) => path.join(config.dataDir, 'server-url');

/**
 * Records where the server listens (PUBLIC_URL, or HOST and the port it got). Best effort: a
 * server whose DATA_DIR does not exist (PostgreSQL mode) has nothing to share it with.
 */
export function recordServerUrl(config: AppConfig, port: number): void {
  const url = config.publicUrlConfigured ? config.publicUrl : `http://${config.host}:${port}`;
  try {
    writeFileSync(fileOf(config), url);
  } catch {
    // The CLI then prints the address its own settings give.
  }
}

/** The address to print in links: this process's own setting, else the running server's. */
export function serverUrl(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string {
  if (config.publicUrlConfigured || env.PORT || env.HOST) return config.publicUrl;
  try {
    return readFileSync(fileOf(config), 'utf8').trim() || config.publicUrl;
  } catch {
    return config.publicUrl;
  }
}
