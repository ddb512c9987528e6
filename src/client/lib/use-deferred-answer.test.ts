import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredAnswer } from './use-deferred-answer';

describe('useDeferredAnswer', () => {
  it("never returns the last order's answer while another order's is awaited or deferred", () => {
    const seen: (string | undefined)[] = [];
    const { rerender } = renderHook(
      ({ key, answer }: { key: string; answer: string | undefined }) => {
        const shown = useDeferredAnswer(key, answer);
        seen.push(shown);
        return shown;
      },
      { initialProps: { key: 'order-a', answer: 'answer of a' as string | undefined } },
    );
    expect(seen.at(-1)).toBe('answer of a');

    seen.length = 0;
    rerender({ key: 'order-b', answer: undefined });
    rerender({ key: 'order-b', answer: 'answer of b' });
    // Every render after the switch, the urgent ones included, shows nothing or b's answer.
    expect(seen).not.toContain('answer of a');
    expect(seen.at(-1)).toBe('answer of b');
  });

  it("keeps showing an order's answer while a newer answer of the same order is deferred", () => {
    const seen: (string | undefined)[] = [];
    const { rerender } = renderHook(
      ({ answer }: { answer: string }) => {
        const shown = useDeferredAnswer('order-a', answer);
        seen.push(shown);
        return shown;
      },
      { initialProps: { answer: 'first' } },
    );
    seen.length = 0;
    rerender({ answer: 'refetched' });
    expect(seen).not.toContain(undefined);
    expect(seen.at(-1)).toBe('refetched');
  });
});
