import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver, type AutosaveState } from './autosaver';

interface Call {
  body: string;
  keepalive: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** An autosaver whose saves wait until the test answers them. */
function setup(options: { shouldRetry?: (error: unknown) => boolean } = {}) {
  const calls: Call[] = [];
  const states: AutosaveState[] = [];
  const saver = createAutosaver<string>({
    save: (body, { keepalive }) =>
      new Promise<void>((resolve, reject) => calls.push({ body, keepalive, resolve, reject })),
    onState: (state) => states.push(state),
    now: () => new Date('2025-03-04T10:42:00'),
    ...options,
  });
  const status = () => states.at(-1)?.status;
  return { saver, calls, states, status };
}

/** Lets settled promises run their callbacks. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createAutosaver', () => {
  it('saves once, 3 s after the last of several quick changes', async () => {
    const { saver, calls, status } = setup();
    saver.change('a');
    await vi.advanceTimersByTimeAsync(2_000);
    saver.change('ab');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls).toHaveLength(0);
    expect(status()).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.body)).toEqual(['ab']);
    expect(status()).toBe('saving');
    calls[0]!.resolve();
    await settle();
    expect(status()).toBe('saved');
    expect(saver.state.savedAt).toEqual(new Date('2025-03-04T10:42:00'));
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('never sends two saves at once, and saves what changed during a save afterwards', async () => {
    const { saver, calls, status } = setup();
    saver.change('first');
    await vi.advanceTimersByTimeAsync(3_000);
    saver.change('second');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await settle();
    expect(calls.map((c) => c.body)).toEqual(['first', 'second']);
    calls[1]!.resolve();
    await settle();
    expect(status()).toBe('saved');
  });

  it('retries a failed save after 5 s, then 10 s, and stops retrying refused drafts', async () => {
    const refused = new Error('400: {"message":"Too long."}');
    const { saver, calls, states } = setup({ shouldRetry: (e) => e !== refused });
    saver.change('draft');
    await vi.advanceTimersByTimeAsync(3_000);
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(states.at(-1)).toMatchObject({ status: 'error', retrying: true });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(3);
    calls[2]!.reject(refused);
    await settle();
    expect(states.at(-1)).toMatchObject({ status: 'error', retrying: false, error: refused });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(3);
  });

  it('saves on demand even without changes, and reports whether the server has it', async () => {
    const { saver, calls } = setup();
    const done = saver.saveNow('same');
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await expect(done).resolves.toBe(true);
    const failed = saver.saveNow('same');
    await settle();
    calls[1]!.reject(new Error('500: boom'));
    await expect(failed).resolves.toBe(false);
  });

  it('sends unsaved work with keepalive when the page is left, and nothing when paused', async () => {
    const { saver, calls } = setup();
    saver.flush();
    expect(calls).toHaveLength(0);
    saver.change('typed');
    saver.flush();
    await settle();
    expect(calls).toMatchObject([{ body: 'typed', keepalive: true }]);
    calls[0]!.resolve();
    await settle();
    saver.change('more');
    await saver.pause();
    saver.flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    saver.resume();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls.map((c) => c.body)).toEqual(['typed', 'more']);
  });

  it('waits for the save in flight before pausing', async () => {
    const { saver, calls } = setup();
    saver.change('x');
    await vi.advanceTimersByTimeAsync(3_000);
    let paused = false;
    void saver.pause().then(() => (paused = true));
    await settle();
    expect(paused).toBe(false);
    calls[0]!.resolve();
    await settle();
    expect(paused).toBe(true);
  });

  it('sends unsaved work once when detached, and retries nothing afterwards', async () => {
    const { saver, calls } = setup();
    saver.change('left behind');
    saver.detach();
    expect(calls).toMatchObject([{ body: 'left behind', keepalive: true }]);
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
    saver.attach();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toHaveLength(2);
  });
});
