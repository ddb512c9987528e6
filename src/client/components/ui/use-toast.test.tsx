import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  dismissToast,
  toast,
  toastReducer,
  useToast,
} from './use-toast';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps SPEC section 9 limits', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('shows at most one toast: the newest replaces the previous', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Second',
      variant: 'destructive',
      open: true,
    });
  });

  it('closes a dismissed toast before removing it', () => {
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => {
      id = toast({ title: 'Closing' }).id;
    });
    act(() => result.current.dismiss(id));
    expect(result.current.toasts).toEqual([expect.objectContaining({ id, open: false })]);
  });

  it('removes one toast or all of them', () => {
    const state = {
      toasts: [
        { id: '1', open: true },
        { id: '2', open: false },
      ],
    };
    expect(toastReducer(state, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([
      { id: '2', open: false },
    ]);
    expect(toastReducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});

describe('Toaster', () => {
  it('renders the toast in a viewport labelled with the F8 hotkey', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Profile Updated', description: 'Your name has been saved.' });
    });
    expect(screen.getByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your name has been saved.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('shows only the latest of two toasts', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Older' });
      toast({ title: 'Newer' });
    });
    expect(screen.queryByText('Older')).not.toBeInTheDocument();
    expect(screen.getByText('Newer')).toBeInTheDocument();
  });

  it('closes a toast after 5 s, or after the duration it asks for', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Short' });
    });
    act(() => vi.advanceTimersByTime(5_100));
    expect(screen.queryByText('Short')).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Longer', duration: 10_000 });
    });
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByText('Longer')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.queryByText('Longer')).not.toBeInTheDocument();
  });
});
