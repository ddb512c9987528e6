import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, visit } from '#client/testing/render';
import {
  acceptingOrders,
  continueButton,
  expectToast,
  fakeDocumentPath,
  fillRequired,
  pasteInto,
  renderSubmitForm,
} from '../../testing/submit-form-harness';
import { makeDraft } from '../../testing/submission-fixture';

const draftKey = 'counsel-review:submit-draft:user-1';

beforeEach(() => {
  window.localStorage.clear();
  visit('/submit');
});

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('SubmitForm unsent draft', () => {
  it('keeps everything after a failed request and restores it after a reload', async () => {
    const user = userEvent.setup();
    let fail = true;
    const calls = fakeApi({
      'GET /api/service-status': acceptingOrders,
      'POST /api/submissions': () =>
        fail
          ? jsonResponse({ message: 'Database unavailable' }, 500)
          : jsonResponse(makeDraft(), 201),
    });
    const first = renderSubmitForm('premium');
    await user.click(screen.getByRole('button', { name: 'Fake upload' }));
    await fillRequired(user);
    await pasteInto(user, screen.getByLabelText(/Concerns about your draft/), 'Too long?');
    await user.click(screen.getByRole('checkbox', { name: /Rush Delivery/ }));
    await user.click(continueButton());

    await expectToast('Error', 'Failed to create submission. Please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByLabelText(/Your background/)).toHaveValue('Grew up in Ohio.');
    expect(screen.getByLabelText('Statement text')).toHaveValue('My journey to law began early.');
    await waitFor(() => expect(window.localStorage.getItem(draftKey)).toContain('Too long?'));

    // A reload: the form starts again from what this device kept.
    first.unmount();
    visit('/submit');
    renderSubmitForm(null);
    expect(screen.getByText('We restored the answers you had not sent yet.')).toBeInTheDocument();
    expect(screen.getByText('Restored upload: statement.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText('Target law school')).toHaveValue('stanford');
    expect(screen.getByLabelText(/Your goals in law/)).toHaveValue('Civil rights work.');
    expect(screen.getByLabelText(/Concerns about your draft/)).toHaveValue('Too long?');
    expect(screen.getByRole('checkbox', { name: /Rush Delivery/ })).toBeChecked();
    expect(screen.getByText('Premium Review', { selector: 'dt' })).toBeInTheDocument();

    fail = false;
    await user.click(continueButton());
    await screen.findByText('Submission Created');
    expect(window.localStorage.getItem(draftKey)).toBeNull();
    // Both sends name the same order: had the first been made and its answer lost, the second
    // would find it instead of making another.
    const ids = calls.filter((c) => c.method === 'POST').map((c) => (c.body as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('sends the restored upload and can start over', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /api/service-status': acceptingOrders,
      'POST /api/submissions': () => jsonResponse(makeDraft(), 201),
    });
    const first = renderSubmitForm();
    await user.click(screen.getByRole('button', { name: 'Fake upload' }));
    first.unmount();
    renderSubmitForm();
    expect(screen.getByText('Restored upload: statement.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText('Estimated word count')).toHaveValue(742);

    const before = JSON.parse(window.localStorage.getItem(draftKey)!).values.orderId;
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByText('No file yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Estimated word count')).toHaveValue(null);
    expect(window.localStorage.getItem(draftKey)).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(fakeDocumentPath).toMatch(/^\/api\/documents\//);
    // Starting over is another order.
    await user.click(screen.getByRole('button', { name: 'Fake upload' }));
    await waitFor(() => expect(window.localStorage.getItem(draftKey)).not.toBeNull());
    expect(JSON.parse(window.localStorage.getItem(draftKey)!).values.orderId).not.toBe(before);
  });

  it('keeps a draft per user and ignores one it cannot read', () => {
    window.localStorage.setItem(draftKey, '{"version":1,"values":{"packageTier":"gold"}}');
    fakeApi({ 'GET /api/service-status': acceptingOrders });
    renderSubmitForm();
    expect(
      screen.queryByText('We restored the answers you had not sent yet.'),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Target law school')).toHaveValue('');
  });
});

describe('SubmitForm while new orders are paused', () => {
  const message = 'New orders are paused for scheduled maintenance.';

  it('shows the message at the top and disables Continue to Payment with the reason', async () => {
    fakeApi({
      'GET /api/service-status': () => jsonResponse({ acceptingOrders: false, message }),
    });
    renderSubmitForm();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription(/unavailable while new orders are paused/);
  });

  it("shows the server's message when the request is refused with 503", async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/service-status': acceptingOrders,
      'POST /api/submissions': () => jsonResponse({ message }, 503),
    });
    renderSubmitForm();
    await fillRequired(user);
    await user.click(continueButton());
    await expectToast('Error', 'Failed to create submission. Please try again.');
    expect(screen.getAllByText(message, { exact: false }).length).toBeGreaterThan(0);
    expect(continueButton()).toBeDisabled();
    expect(screen.getByLabelText(/Your background/)).toHaveValue('Grew up in Ohio.');
  });
});
