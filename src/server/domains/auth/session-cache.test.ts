import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCache, type KeptSession } from './session-cache.js';

const NOW = new Date('2026-11-02T10:00:00Z');

function session(name: string, expiresAt = new Date('2026-11-09T10:00:00Z')): KeptSession {
  return {
    user: { id: `id-${name}`, firstName: name } as KeptSession['user'],
    lastSeenAt: NOW,
    expiresAt,
  };
}

function listeningCache(maxEntries?: number, maxAgeMs?: number) {
  const cache = new SessionCache(maxEntries, maxAgeMs);
  cache.setListening(true);
  return cache;
}

describe('SessionCache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a session only while it listens for changes', () => {
    const cache = new SessionCache();
    cache.keep('a', session('a'), cache.generation);
    expect(cache.get('a', NOW)).toBeNull();

    cache.setListening(true);
    cache.keep('a', session('a'), cache.generation);
    expect(cache.get('a', NOW)?.user.firstName).toBe('a');

    cache.setListening(false);
    expect(cache.get('a', NOW)).toBeNull();
    cache.keep('a', session('a'), cache.generation);
    expect(cache.get('a', NOW)).toBeNull();
  });

  it('does not keep a lookup that started before a change was heard', () => {
    const cache = listeningCache();
    const before = cache.generation;
    cache.clear();
    cache.keep('a', session('a'), before);
    expect(cache.get('a', NOW)).toBeNull();
  });

  it('forgets everything on a change', () => {
    const cache = listeningCache();
    cache.keep('a', session('a'), cache.generation);
    cache.keep('b', session('b'), cache.generation);
    cache.clear();
    expect(cache.get('a', NOW)).toBeNull();
    expect(cache.get('b', NOW)).toBeNull();
  });

  it('does not answer for a session past its expiry', () => {
    const cache = listeningCache();
    cache.keep('a', session('a', new Date(NOW.getTime() + 1000)), cache.generation);
    expect(cache.get('a', new Date(NOW.getTime() + 999))).not.toBeNull();
    expect(cache.get('a', new Date(NOW.getTime() + 1000))).toBeNull();
  });

  it('reads a session again after its maximum age', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = listeningCache(10, 30_000);
    cache.keep('a', session('a'), cache.generation);
    vi.advanceTimersByTime(30_000);
    expect(cache.get('a', NOW)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(cache.get('a', NOW)).toBeNull();
  });

  it('lets the oldest session go beyond its size', () => {
    const cache = listeningCache(2);
    cache.keep('a', session('a'), cache.generation);
    cache.keep('b', session('b'), cache.generation);
    cache.keep('c', session('c'), cache.generation);
    expect(cache.get('a', NOW)).toBeNull();
    expect(cache.get('b', NOW)?.user.firstName).toBe('b');
    expect(cache.get('c', NOW)?.user.firstName).toBe('c');
  });

  it('hands out users nobody can change in place', () => {
    const cache = listeningCache();
    cache.keep('a', session('a'), cache.generation);
    const user = cache.get('a', NOW)!.user;
    expect(() => Object.assign(user, { role: 'admin' })).toThrow(TypeError);
  });
});
