import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ScrollToTopOnNavigate } from './scroll-on-navigate';

afterEach(() => vi.unstubAllGlobals());

describe('ScrollToTopOnNavigate', () => {
  it('starts each new page at its top, not where the last one was scrolled to', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const memory = memoryLocation({ path: '/review/order-1', record: true });
    render(
      <Router hook={memory.hook}>
        <ScrollToTopOnNavigate />
      </Router>,
    );
    scrollTo.mockClear();

    act(() => memory.navigate('/dashboard'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();

    // The same page again (a filter in its query) keeps the place.
    act(() => memory.navigate('/dashboard?status=queued'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
