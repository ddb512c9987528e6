import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser } from '#client/testing/render';
import type { AdminSettings } from '#shared/schemas/admin.js';
import { makeSettings } from '../../testing/fixtures';
import { QuickSettingsCard } from './quick-settings-card';

function renderCard(put: (body: unknown) => Response) {
  let saved: AdminSettings = makeSettings();
  const calls = fakeApi({
    'GET /api/admin/settings': () => jsonResponse(saved),
    'PUT /api/admin/settings': (body) => {
      const response = put(body);
      if (response.ok) saved = body as AdminSettings;
      return response;
    },
  });
  renderWithUser(
    <>
      <QuickSettingsCard />
      <Toaster />
    </>,
    makeUser({ role: 'admin' }),
  );
  return calls;
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('QuickSettingsCard', () => {
  it('shows the saved settings: auto-assignment on, 70%, new orders accepted', async () => {
    renderCard((body) => jsonResponse(body));
    expect(await screen.findByLabelText('Enable auto-assignment')).toBeChecked();
    const sla = screen.getByLabelText('SLA Alerts');
    expect(sla).toHaveValue('70');
    expect(
      Array.from((sla as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['Alert at 70% of deadline', 'Alert at 80% of deadline', 'Alert at 90% of deadline']);
    expect(screen.getByLabelText('Disable new orders')).not.toBeChecked();
  });

  it('saves all three with PUT, confirms with a toast and refetches', async () => {
    const calls = renderCard((body) => jsonResponse(body));
    await userEvent.click(await screen.findByLabelText('Enable auto-assignment'));
    await userEvent.selectOptions(screen.getByLabelText('SLA Alerts'), 'Alert at 90% of deadline');
    await userEvent.click(screen.getByLabelText('Disable new orders'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(
      screen.getByText('Maintenance mode is on: new orders are refused. Paid orders continue.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      autoAssignment: false,
      slaAlertThreshold: 90,
      maintenanceMode: true,
    });
    await vi.waitFor(() =>
      expect(
        calls.filter((call) => call.url === '/api/admin/settings' && call.method === 'GET'),
      ).toHaveLength(2),
    );
    expect(screen.getByLabelText('Disable new orders')).toBeChecked();
    expect(screen.getByLabelText('SLA Alerts')).toHaveValue('90');
  });

  it("sends only what this admin changed, and shows another admin's change meanwhile", async () => {
    let saved: AdminSettings = makeSettings();
    const calls = fakeApi({
      'GET /api/admin/settings': () => jsonResponse(saved),
      'PUT /api/admin/settings': (body) => {
        saved = { ...saved, ...(body as Partial<AdminSettings>) };
        return jsonResponse(saved);
      },
    });
    const { queryClient } = renderWithUser(
      <>
        <QuickSettingsCard />
        <Toaster />
      </>,
      makeUser({ role: 'admin' }),
    );
    await userEvent.selectOptions(
      await screen.findByLabelText('SLA Alerts'),
      'Alert at 80% of deadline',
    );
    // Another admin turns maintenance on; this screen reads the settings again.
    saved = { ...saved, maintenanceMode: true };
    await act(() => queryClient.invalidateQueries());
    await vi.waitFor(() => expect(screen.getByLabelText('Disable new orders')).toBeChecked());
    expect(screen.getByLabelText('SLA Alerts')).toHaveValue('80');

    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ slaAlertThreshold: 80 });
    expect(saved).toEqual({ ...makeSettings(), slaAlertThreshold: 80, maintenanceMode: true });
  });

  it("shows the server's reason when saving fails, and keeps the choices", async () => {
    renderCard(() =>
      jsonResponse({ message: 'The SLA alert threshold must be 70, 80 or 90 percent.' }, 400),
    );
    await userEvent.click(await screen.findByLabelText('Disable new orders'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Not Saved')).toBeInTheDocument();
    expect(
      screen.getByText('The SLA alert threshold must be 70, 80 or 90 percent.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Disable new orders')).toBeChecked();
  });
});
