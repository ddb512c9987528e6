import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser } from '#client/testing/render';
import type { Availability } from '#shared/schemas/reviewers.js';
import { defaultAvailability } from '../../testing/fixtures';
import { AvailabilityCard } from './availability-card';

function renderCard(routes: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi(routes);
  renderWithUser(
    <>
      <AvailabilityCard />
      <Toaster />
    </>,
    makeUser({ role: 'reviewer' }),
  );
  return calls;
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('AvailabilityCard', () => {
  it("offers SPEC's capacity options and shows the saved settings", async () => {
    renderCard({
      'GET /api/reviewer/availability': () =>
        jsonResponse({ weeklyCapacity: 7, acceptRush: false, premiumOnly: true }),
    });
    const select = await screen.findByLabelText('Weekly Capacity');
    expect(select).toHaveValue('7');
    expect(
      Array.from((select as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['3 reviews/week', '5 reviews/week', '7 reviews/week', 'Unavailable (0)']);
    expect(screen.getByLabelText('Accept rush assignments')).not.toBeChecked();
    expect(screen.getByLabelText('Premium tier only')).toBeChecked();
  });

  it('saves with PUT, confirms, and refreshes the queue it filters', async () => {
    const user = userEvent.setup();
    let saved: Availability = defaultAvailability;
    const calls = renderCard({
      'GET /api/reviewer/availability': () => jsonResponse(saved),
      'PUT /api/reviewer/availability': (body) => {
        saved = body as Availability;
        return jsonResponse(saved);
      },
    });
    await user.selectOptions(await screen.findByLabelText('Weekly Capacity'), 'Unavailable (0)');
    await user.click(screen.getByLabelText('Accept rush assignments'));
    await user.click(screen.getByLabelText('Premium tier only'));
    await user.click(screen.getByRole('button', { name: 'Update Settings' }));

    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are set to Unavailable: no orders are given to you, and you cannot accept from the queue until you raise your weekly capacity.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      weeklyCapacity: 0,
      acceptRush: false,
      premiumOnly: true,
    });
    expect(screen.getByLabelText('Weekly Capacity')).toHaveValue('0');
  });

  it("shows the server's refusal when saving fails", async () => {
    const user = userEvent.setup();
    renderCard({
      'GET /api/reviewer/availability': () => jsonResponse(defaultAvailability),
      'PUT /api/reviewer/availability': () =>
        jsonResponse(
          { message: 'Weekly capacity must be 3, 5 or 7 reviews, or 0 (unavailable).' },
          400,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Update Settings' }));
    expect(await screen.findByText('Settings Not Saved')).toBeInTheDocument();
    expect(
      screen.getByText('Weekly capacity must be 3, 5 or 7 reviews, or 0 (unavailable).'),
    ).toBeInTheDocument();
  });
});
