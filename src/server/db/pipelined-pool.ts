import pg from 'pg';

/** Connections that carry the single statements, each with many in flight. */
const READERS = 2;
/**
 * A reader with this many statements unanswered is busy enough: further statements take a
 * pooled connection of their own rather than queue behind them.
 */
const MAX_WAITING_PER_READER = 16;
/**
 * A reader whose oldest unanswered statement was sent this long ago is stuck behind a slow one
 * (an export page, a long search): statements go elsewhere until it answers.
 */
const STALLED_AFTER_MS = 100;

type PgClientConfig = pg.ClientConfig & { pipeline?: boolean };

interface Reader {
  /** Resolves once connected; rejects when the connection could not be opened. */
  ready: Promise<pg.Client>;
  connected: boolean;
  /** When each unanswered statement was sent, oldest first (answers come in order). */
  sentAt: number[];
}

/**
 * A pool whose single statements (every read and write outside a transaction) are pipelined on
 * a few shared connections: written without waiting for the answers before them, so a busy
 * PostgreSQL backend reads the next statement at once instead of being woken for each one. On a
 * two-core server the socket write that wakes a backend was a third of the process's CPU profile
 * (docs/decisions/011). Transactions (`connect()`), cursors and callback-style calls keep a
 * pooled connection of their own, since their statements must not interleave with others; so
 * do statements while every reader is busy or stalled.
 */
export class PipelinedPool extends pg.Pool {
  readonly #readers: (Reader | undefined)[] = new Array(READERS);
  #ended = false;

  override query(...args: unknown[]): never {
    const [config, values] = args as [unknown, unknown];
    const single =
      typeof args[args.length - 1] !== 'function' &&
      (typeof config === 'string' ||
        (typeof config === 'object' &&
          config !== null &&
          typeof (config as { submit?: unknown }).submit !== 'function'));
    const reader = single && !this.#ended ? this.#pickReader() : undefined;
    if (!reader) return Reflect.apply(super.query, this, args) as never;
    // Counted from now, so the statements picked in one burst spread over the readers.
    reader.sentAt.push(Date.now());
    const answered = () => void reader.sentAt.shift();
    const result = reader.ready.then((client) =>
      client.query(config as pg.QueryConfig, values as unknown[] | undefined),
    );
    result.then(answered, answered);
    return result as never;
  }

  override async end(): Promise<void> {
    this.#ended = true;
    const readers = this.#readers.splice(0, READERS);
    await Promise.all(
      readers.map((reader) =>
        reader?.ready.then(
          (client) => client.end(),
          () => {},
        ),
      ),
    );
    await super.end();
  }

  /** The least busy reader that is not stalled, opening one where a slot is free. */
  #pickReader(): Reader | undefined {
    const now = Date.now();
    let best: Reader | undefined;
    for (let slot = 0; slot < READERS; slot++) {
      const reader = this.#readers[slot] ?? this.#open(slot);
      // Opening: the statements already waiting for it are enough.
      if (!reader.connected) continue;
      const waiting = reader.sentAt.length;
      if (waiting >= MAX_WAITING_PER_READER) continue;
      if (waiting > 0 && now - reader.sentAt[0]! > STALLED_AFTER_MS) continue;
      if (!best || waiting < best.sentAt.length) best = reader;
    }
    return best ?? this.#readers.find((reader) => reader && !reader.connected);
  }

  #open(slot: number): Reader {
    // The pool's own client class and options, as it opens its pooled connections.
    const { Client, options } = this as unknown as {
      Client: new (config: PgClientConfig) => pg.Client;
      options: PgClientConfig;
    };
    const client = new Client({ ...options, pipeline: true });
    const forget = () => {
      if (this.#readers[slot] === reader) this.#readers[slot] = undefined;
    };
    // A lost connection fails the statements on it (503, see isDatabaseUnavailable); the next
    // statement opens another. Unheard, the error would end the process.
    client.on('error', (error) => {
      forget();
      console.error(`PostgreSQL connection lost (${error.message}); reconnecting on next use.`);
    });
    client.on('end', forget);
    const reader: Reader = {
      connected: false,
      sentAt: [],
      ready: client.connect().then(
        () => {
          reader.connected = true;
          return client;
        },
        (error: unknown) => {
          forget();
          throw error;
        },
      ),
    };
    // Whoever waits on it hears the failure; a reader opened and not picked has no one.
    reader.ready.catch(() => {});
    this.#readers[slot] = reader;
    return reader;
  }
}
