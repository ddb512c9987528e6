import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { ScrollToTopOnNavigate } from './scroll-on-navigate';

afterEach(() => vi.unstubAllGlobals());

describe('ScrollToTopOnNavigate', () => {
  it('starts each new page at its top, and leaves Back to the browser', () => {
    window.history.replaceState(null, '', '/review/order-1');
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(<ScrollToTopOnNavigate />);
    scrollTo.mockClear();

    act(() => navigate('/dashboard'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();

    // The same page again (a filter in its query) keeps the place.
    act(() => navigate('/dashboard?status=queued'));
    expect(scrollTo).not.toHaveBeenCalled();

    // Back: the browser restores where the earlier page was.
    act(() => {
      window.history.replaceState(null, '', '/review/order-1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/orders'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('starts the next page at its top after Back within a page (from a #section)', () => {
    window.history.replaceState(null, '', '/');
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(<ScrollToTopOnNavigate />);
    act(() => navigate('/#contact'));
    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    scrollTo.mockClear();

    act(() => navigate('/privacy'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
