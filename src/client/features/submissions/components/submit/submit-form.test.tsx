import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, visit } from '#client/testing/render';
import {
  acceptingOrders as accepting,
  continueButton,
  expectToast,
  fakeDocumentPath as documentPath,
  fillRequired,
  pasteInto,
  renderSubmitForm as renderForm,
} from '../../testing/submit-form-harness';
import { makeDraft } from '../../testing/submission-fixture';

beforeEach(() => {
  window.localStorage.clear();
  visit('/submit');
});

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('SubmitForm validation (SPEC section 5)', () => {
  it('shows each problem in order as fields are filled, then creates the submission', async () => {
    const user = userEvent.setup();
    const created = makeDraft({ id: 'sub-42', packageTier: 'core' });
    const calls = fakeApi({
      'GET /api/service-status': accepting,
      'POST /api/submissions': () => jsonResponse(created, 201),
    });
    renderForm();

    await user.click(continueButton());
    await expectToast('Missing Information', 'Please select your target school.');
    expect(screen.getByLabelText('Target law school')).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Target law school'), 'stanford');
    await user.click(continueButton());
    await expectToast('Missing Document', 'Please upload a file or paste your text.');

    await user.click(screen.getByRole('tab', { name: 'Paste Text' }));
    await pasteInto(
      user,
      screen.getByLabelText('Statement text'),
      'My journey to law began early.',
    );
    await user.click(continueButton());
    await expectToast('Incomplete Intake', 'Please complete the required intake questions.');
    expect(screen.getByLabelText(/Your background/)).toHaveFocus();

    await pasteInto(user, screen.getByLabelText(/Your background/), 'Grew up in Ohio.');
    await user.click(continueButton());
    await expectToast('Incomplete Intake', 'Please complete the required intake questions.');
    expect(screen.getByLabelText(/Your goals in law/)).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // The acknowledgments stay unticked: they are not enforced (docs/product.md §2 Orders).
    await pasteInto(user, screen.getByLabelText(/Your goals in law/), 'Civil rights work.');
    await user.click(continueButton());
    await expectToast('Submission Created', 'Your submission has been saved. Proceed to payment.');
    expect(window.location.pathname).toBe('/checkout/core');
    expect(window.location.search).toBe('?submissionId=sub-42');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/submissions',
      body: {
        id: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
        packageTier: 'core',
        targetSchool: 'stanford',
        wordCount: 6,
        pastedText: 'My journey to law began early.',
        intakeAnswers: {
          background: 'Grew up in Ohio.',
          goals: 'Civil rights work.',
          highlights: null,
          concerns: null,
          whySchool: null,
        },
        addOns: [],
        documentUrl: null,
        applicantId: 'user-1',
      },
    });
  });

  it('accepts an uploaded file instead of pasted text and prefills its word count', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /api/service-status': accepting,
      'POST /api/submissions': () => jsonResponse(makeDraft({ id: 'sub-7' }), 201),
    });
    renderForm('premium');
    await user.selectOptions(screen.getByLabelText('Target law school'), 'yale');
    await user.click(screen.getByRole('button', { name: 'Fake upload' }));
    expect(screen.getByLabelText('Estimated word count')).toHaveValue(742);
    await pasteInto(user, screen.getByLabelText(/Your background/), 'Veteran.');
    await pasteInto(user, screen.getByLabelText(/Your goals in law/), 'JAG.');
    await user.click(continueButton());
    await screen.findByText('Submission Created');
    const body = calls.find((call) => call.method === 'POST')?.body;
    expect(body).toMatchObject({
      packageTier: 'premium',
      documentUrl: documentPath,
      pastedText: null,
      wordCount: 742,
    });
  });
});

describe('SubmitForm statement tabs', () => {
  it('sends only the chosen tab: text left behind the Upload File tab is neither enough nor sent', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /api/service-status': accepting,
      'POST /api/submissions': () => jsonResponse(makeDraft({ id: 'sub-8' }), 201),
    });
    renderForm('core');
    await user.selectOptions(screen.getByLabelText('Target law school'), 'yale');
    await user.click(screen.getByRole('tab', { name: 'Paste Text' }));
    await pasteInto(user, screen.getByLabelText('Statement text'), 'An early draft.');
    await user.click(screen.getByRole('tab', { name: 'Upload File' }));
    await pasteInto(user, screen.getByLabelText(/Your background/), 'Veteran.');
    await pasteInto(user, screen.getByLabelText(/Your goals in law/), 'JAG.');
    await user.click(continueButton());
    await expectToast('Missing Document', 'Please upload a file or paste your text.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Fake upload' }));
    await user.click(continueButton());
    await screen.findByText('Submission Created');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      documentUrl: documentPath,
      pastedText: null,
    });
  });
});

describe('SubmitForm word count', () => {
  it('says so when a paste is longer than a statement may be and its end was cut off', async () => {
    fakeApi({ 'GET /api/service-status': accepting });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('tab', { name: 'Paste Text' }));
    const field = screen.getByLabelText('Statement text');
    await pasteInto(user, field, 'x'.repeat(30_001));
    expect(field).toHaveValue('x'.repeat(30_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The text you pasted is longer than 30,000 characters, so its end was cut off. Shorten it to fit, then paste it again.',
    );
    await user.clear(field);
    await pasteInto(user, field, 'A statement that fits.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows the pasted text until the applicant types a number, and sends 0 for nonsense', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /api/service-status': accepting,
      'POST /api/submissions': () => jsonResponse(makeDraft(), 201),
    });
    renderForm();
    expect(screen.getByText('Most schools require 500-1000 words')).toBeInTheDocument();
    await fillRequired(user);
    const wordCount = screen.getByLabelText('Estimated word count');
    expect(wordCount).toHaveValue(6);
    expect(screen.getByText('6 words')).toBeInTheDocument();

    await user.clear(wordCount);
    await user.type(wordCount, '650');
    await pasteInto(user, screen.getByLabelText('Statement text'), ' More words here.');
    expect(wordCount).toHaveValue(650);

    await user.clear(wordCount);
    await user.type(wordCount, '-3');
    await user.click(continueButton());
    await screen.findByText('Submission Created');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ wordCount: 0 });
  });
});
