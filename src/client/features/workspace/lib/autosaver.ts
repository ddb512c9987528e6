/**
 * Saves a draft a few seconds after the last change, one request at a time, retrying failures
 * with growing pauses; on demand (Save Draft); and when the page is left (keepalive). Plain
 * TypeScript around timers, so it is tested with fake timers and wired to React by useAutosave.
 */

export type SaveStatus = 'idle' | 'unsaved' | 'saving' | 'saved' | 'error';

export interface AutosaveState {
  status: SaveStatus;
  /** When the server last confirmed a save. */
  savedAt: Date | null;
  /** The last failure, while status is 'error'. */
  error: unknown;
  /** A failed save will be tried again by itself. */
  retrying: boolean;
}

export interface AutosaverOptions<T> {
  save: (body: T, options: { keepalive: boolean }) => Promise<void>;
  onState: (state: AutosaveState) => void;
  initialSavedAt?: Date | null;
  /** Quiet time after the last change before saving. */
  delayMs?: number;
  /** Pauses before the 1st, 2nd, ... retry; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /** Whether a failure is worth retrying (a refused draft is not). */
  shouldRetry?: (error: unknown) => boolean;
  now?: () => Date;
}

export const AUTOSAVE_DELAY_MS = 3_000;
export const RETRY_DELAYS_MS = [5_000, 10_000, 30_000, 60_000] as const;

export function initialAutosaveState(savedAt: Date | null): AutosaveState {
  return { status: savedAt ? 'saved' : 'idle', savedAt, error: null, retrying: false };
}

export function createAutosaver<T>(options: AutosaverOptions<T>) {
  const delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const shouldRetry = options.shouldRetry ?? (() => true);
  const now = options.now ?? (() => new Date());

  let state = initialAutosaveState(options.initialSavedAt ?? null);
  let latest: T | null = null;
  let latestRevision = 0;
  let savedRevision = 0;
  let failures = 0;
  let paused = false;
  /** Unmounted: no timers any more (a last flush may still be sent). */
  let detached = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<boolean> | null = null;

  const set = (next: Partial<AutosaveState>) => {
    state = { ...state, ...next };
    options.onState(state);
  };
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    clearTimer();
    if (detached) return;
    timer = setTimeout(() => {
      timer = null;
      void persist(false, false);
    }, ms);
  };
  const unsaved = () => latestRevision > savedRevision;

  async function persist(force: boolean, keepalive: boolean): Promise<boolean> {
    clearTimer();
    while (inFlight) await inFlight;
    if (latest === null || (!force && !unsaved())) return !unsaved();
    const revision = latestRevision;
    set({ status: 'saving', error: null, retrying: false });
    const attempt = options.save(latest, { keepalive }).then(
      () => {
        savedRevision = Math.max(savedRevision, revision);
        failures = 0;
        set({ status: unsaved() ? 'unsaved' : 'saved', savedAt: now() });
        if (unsaved() && !paused) schedule(delayMs);
        return true;
      },
      (error: unknown) => {
        const retrying = !paused && shouldRetry(error);
        set({ status: 'error', error, retrying });
        if (retrying) {
          schedule(retryDelays[Math.min(failures, retryDelays.length - 1)] ?? delayMs);
          failures += 1;
        }
        return false;
      },
    );
    inFlight = attempt;
    try {
      return await attempt;
    } finally {
      if (inFlight === attempt) inFlight = null;
    }
  }

  /** Leaving the page: send what is unsaved with a request that outlives the page. */
  function flush() {
    if (paused || !unsaved() || latest === null) return;
    if (!inFlight) {
      void persist(false, true);
      return;
    }
    // The page may be gone before the save in flight answers: send the newer draft now.
    clearTimer();
    const revision = latestRevision;
    options.save(latest, { keepalive: true }).then(
      () => {
        savedRevision = Math.max(savedRevision, revision);
        set({ status: unsaved() ? 'unsaved' : 'saved', savedAt: now() });
      },
      () => {
        if (!paused) schedule(delayMs);
      },
    );
  }

  return {
    /** The draft changed: remember it and save once typing pauses. */
    change(body: T) {
      latest = body;
      latestRevision += 1;
      if (paused) return;
      failures = 0;
      set({ status: 'unsaved', error: null, retrying: false });
      schedule(delayMs);
    },
    /** Save Draft: save now, even when nothing changed. Resolves true when the server has it. */
    saveNow(body: T): Promise<boolean> {
      latest = body;
      return persist(true, false);
    },
    /** Leaving the page: send what is unsaved with a request that outlives the page. */
    flush,
    /** Stop saving (while the review is submitted); resolves once no save is in flight. */
    async pause() {
      paused = true;
      clearTimer();
      while (inFlight) await inFlight;
    },
    resume() {
      paused = false;
      if (unsaved()) schedule(delayMs);
    },
    /** The workspace is on screen (again): timers may run. */
    attach() {
      detached = false;
      if (!paused && unsaved()) schedule(delayMs);
    },
    /** The workspace is gone: send what is unsaved once, and schedule nothing more. */
    detach() {
      flush();
      detached = true;
      clearTimer();
    },
    hasUnsaved: unsaved,
    get state() {
      return state;
    },
  };
}

export type Autosaver<T> = ReturnType<typeof createAutosaver<T>>;
