import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, visit } from '#client/testing/render';
import {
  acceptingOrders,
  continueButton,
  expectToast,
  fakeDocumentPath,
  pasteInto,
  renderDraftEditor,
} from '../../testing/submit-form-harness';
import { makeDraft, makeSubmission } from '../../testing/submission-fixture';

const id = '0b7e3c1a-5d2f-4e8b-9a61-3f2c8d4e7a10';
const unsentElsewhere = JSON.stringify({ version: 1, values: { packageTier: 'basic' } });

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('counsel-review:submit-draft:user-1', unsentElsewhere);
  visit(`/submit?submissionId=${id}`);
});

afterEach(() => {
  act(() => dismissToast());
});

describe('Back to Submission', () => {
  it('brings the unpaid draft back into the form and saves the changes to that order', async () => {
    const user = userEvent.setup();
    const draft = makeDraft({
      id,
      packageTier: 'premium',
      addOns: ['rush'],
      targetSchool: 'yale',
      wordCount: 640,
    });
    const calls = fakeApi({
      'GET /api/service-status': acceptingOrders,
      [`GET /api/submissions/${id}`]: () => jsonResponse(draft),
      [`PUT /api/submissions/${id}`]: () => jsonResponse({ ...draft, targetSchool: 'nyu' }),
    });
    renderDraftEditor(id);

    expect(
      await screen.findByText('You are changing Order #7A10, which is not paid yet.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Statement text')).toHaveValue(draft.pastedText);
    expect(screen.getByLabelText('Target law school')).toHaveValue('yale');
    expect(screen.getByLabelText(/Estimated word count/)).toHaveValue(640);
    expect(screen.getByLabelText(/Your background/)).toHaveValue(draft.intakeAnswers.background);
    expect(screen.getByLabelText(/Concerns about your draft/)).toHaveValue(
      draft.intakeAnswers.concerns,
    );

    await user.selectOptions(screen.getByLabelText('Target law school'), 'nyu');
    await pasteInto(user, screen.getByLabelText(/Your goals in law/), ' And clinics.');
    await user.click(continueButton());

    await expectToast('Submission Updated', 'Your changes have been saved. Proceed to payment.');
    expect(window.location.pathname).toBe('/checkout/premium');
    expect(window.location.search).toBe(`?submissionId=${id}`);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      {
        method: 'PUT',
        url: `/api/submissions/${id}`,
        body: {
          packageTier: 'premium',
          targetSchool: 'nyu',
          wordCount: 640,
          pastedText: draft.pastedText,
          intakeAnswers: {
            background: draft.intakeAnswers.background,
            goals: 'Public interest law. And clinics.',
            highlights: null,
            concerns: draft.intakeAnswers.concerns,
            whySchool: null,
          },
          addOns: ['rush'],
          documentUrl: null,
          applicantId: 'user-1',
        },
      },
    ]);
    // The order being edited lives on the server: the device's unsent new order is left alone.
    expect(window.localStorage.getItem('counsel-review:submit-draft:user-1')).toBe(unsentElsewhere);
  });

  it('brings back an uploaded statement as the chosen file', async () => {
    fakeApi({
      'GET /api/service-status': acceptingOrders,
      [`GET /api/submissions/${id}`]: () =>
        jsonResponse(
          makeDraft({
            id,
            pastedText: null,
            documentUrl: fakeDocumentPath,
            document: { fileName: 'my-statement.pdf', wordCount: 700, sizeBytes: 40_000 },
          }),
        ),
    });
    renderDraftEditor(id);
    expect(await screen.findByText('Restored upload: my-statement.pdf')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upload File' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('sends a paid order to its page instead of the form', async () => {
    fakeApi({
      'GET /api/service-status': acceptingOrders,
      [`GET /api/submissions/${id}`]: () => jsonResponse(makeSubmission({ id })),
    });
    renderDraftEditor(id);
    expect(
      await screen.findByText('This order is already paid. You can follow it on your dashboard.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute(
      'href',
      `/orders/${id}`,
    );
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();
  });
});
