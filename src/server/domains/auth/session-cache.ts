import type { Database, DatabaseHandle } from '../../db/client.js';
import type { SessionUser } from './sessions.js';

/*
 * Sessions this server resolved recently, so a signed-in request needs no database round trip
 * to learn who is calling (docs/decisions/012-session-cache.md). A kept session is only used
 * while the server listens to the database's session_changes notices (migration 0022): any
 * sign-out, sweep or change to a user anywhere, by any server, the CLI or a job, empties it.
 * This server's own writes empty it before their answer leaves (session plugin), so a client
 * never outruns the notice. Without a listener (tests, or the connection lost) nothing is kept.
 */

export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** A kept session, as the database last said. */
export interface KeptSession {
  user: SessionUser;
  lastSeenAt: Date;
  expiresAt: Date;
}

interface Entry extends KeptSession {
  keptAt: number;
}

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;
  #listening = false;

  constructor(
    /** Beyond this many, the oldest kept session goes first. */
    private readonly maxEntries = 10_000,
    /** A kept session is read again after this long, should a notice ever go unheard. */
    private readonly maxAgeMs = 30_000,
  ) {}

  /** Changes whenever what is kept may be wrong; a lookup started before must not be kept. */
  get generation(): number {
    return this.#generation;
  }

  /** The kept session for a session id, if any, still valid at `now`. */
  get(id: string, now: Date): KeptSession | null {
    const entry = this.#entries.get(id);
    if (!entry) return null;
    if (entry.expiresAt <= now || Date.now() - entry.keptAt > this.maxAgeMs) {
      this.#entries.delete(id);
      return null;
    }
    return entry;
  }

  /** Keeps a session read at `generation`, unless something changed since. */
  keep(id: string, session: KeptSession, generation: number): void {
    if (!this.#listening || generation !== this.#generation) return;
    this.#entries.delete(id);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    // Shared by concurrent requests: nothing may change it in place.
    Object.freeze(session.user);
    this.#entries.set(id, { ...session, keptAt: Date.now() });
  }

  /** Forgets every kept session. */
  clear(): void {
    this.#entries.clear();
    this.#generation += 1;
  }

  /** Whether sessions are kept: only while every change would be heard. */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.clear();
  }
}

const caches = new WeakMap<Database, SessionCache>();

/** The cache of a database's sessions, if this server keeps them. */
export function sessionCacheOf(db: Database): SessionCache | undefined {
  return caches.get(db);
}

/**
 * Keeps the database's sessions in memory while listening for their changes; returns the
 * function that stops both.
 */
export async function cacheSessions(
  handle: DatabaseHandle,
  cache = new SessionCache(),
): Promise<() => Promise<void>> {
  caches.set(handle.db, cache);
  const unlisten = await handle.listen(SESSION_CHANGES_CHANNEL, {
    notice: () => cache.clear(),
    listening: () => cache.setListening(true),
    lost: () => cache.setListening(false),
  });
  return async () => {
    cache.setListening(false);
    caches.delete(handle.db);
    await unlisten();
  };
}
