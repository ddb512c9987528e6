import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser } from '#client/testing/render';
import type { ReviewerApplication as Application } from '#shared/schemas/reviewers.js';
import { makeApplication } from '#client/testing/reviewer-application';
import { ReviewerApplication } from './reviewer-application';

const cvPath = '/api/documents/6f1c2b9e-8a4d-4c3e-b5f7-1d2e3f4a5b6c';

function renderApplication(routes: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi(routes);
  renderWithUser(
    <>
      <ReviewerApplication
        renderCvUpload={(slot) => (
          <button type="button" onClick={() => slot.onUploaded(cvPath)}>
            Fake CV upload
          </button>
        )}
      />
      <Toaster />
    </>,
    makeUser(),
  );
  return calls;
}

const none = { 'GET /api/reviewer-applications/mine': () => jsonResponse(null) };

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Law school'), 'Harvard Law School');
  await user.type(screen.getByLabelText('Graduation year'), '2015');
  await user.type(screen.getByLabelText('Bar admission state'), 'New York');
  await user.type(screen.getByLabelText('Bar admission year'), '2016');
  await user.type(screen.getByLabelText('Practice area'), 'Appellate litigation');
  await user.click(screen.getByLabelText('Yes'));
  await user.type(
    screen.getByLabelText('Short bio'),
    'Ten years of appellate practice; I read applications for my alma mater.',
  );
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('the reviewer application form', () => {
  it("shows each field's error from the shared schema and sends nothing", async () => {
    const user = userEvent.setup();
    const calls = renderApplication(none);
    await user.type(await screen.findByLabelText('Bar admission year'), '3000');
    await user.type(screen.getByLabelText('Short bio'), 'Too short.');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Enter your law school.')).toBeInTheDocument();
    expect(screen.getByText('Graduation year must be a year.')).toBeInTheDocument();
    expect(screen.getByText('Enter your bar admission state.')).toBeInTheDocument();
    expect(screen.getByText('Bar admission year cannot be in the future.')).toBeInTheDocument();
    expect(screen.getByText('Enter your practice area.')).toBeInTheDocument();
    expect(screen.getByText('Say whether your law school is in the T14.')).toBeInTheDocument();
    expect(screen.getByText('Write a short bio of at least 50 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Law school')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('stops the bio at the 2,000 characters the API takes', async () => {
    const user = userEvent.setup();
    renderApplication(none);
    const bio = await screen.findByLabelText('Short bio');
    await user.click(bio);
    await user.paste('b'.repeat(2001));
    expect(bio).toHaveValue('b'.repeat(2000));
  });

  it('submits a valid application with the CV, then shows it as under review', async () => {
    const user = userEvent.setup();
    const calls = renderApplication({
      ...none,
      'POST /api/reviewer-applications': (body) =>
        jsonResponse(
          makeApplication({ ...(body as Partial<Application>), cvDocumentUrl: cvPath }),
          201,
        ),
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Fake CV upload' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Application Submitted')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your application is under review' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      lawSchool: 'Harvard Law School',
      graduationYear: 2015,
      barState: 'New York',
      barYear: 2016,
      practiceArea: 'Appellate litigation',
      t14: true,
      bio: 'Ten years of appellate practice; I read applications for my alma mater.',
      cvDocumentUrl: cvPath,
    });
  });

  it("shows the server's refusal (409) in a destructive toast", async () => {
    const user = userEvent.setup();
    renderApplication({
      ...none,
      'POST /api/reviewer-applications': () =>
        jsonResponse(
          {
            message:
              'You already have an application under review. We will email you the decision.',
          },
          409,
        ),
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Application Not Submitted')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You already have an application under review. We will email you the decision.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the application status', () => {
  it('links an approved applicant to the dashboard', async () => {
    renderApplication({
      'GET /api/reviewer-applications/mine': () =>
        jsonResponse(makeApplication({ status: 'approved', decidedAt: '2026-11-02T10:00:00Z' })),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your application was approved' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows the reason for a rejection and lets the applicant apply again', async () => {
    const user = userEvent.setup();
    renderApplication({
      'GET /api/reviewer-applications/mine': () =>
        jsonResponse(
          makeApplication({
            status: 'rejected',
            decisionReason: 'Bar admission could not be verified.',
            decidedAt: '2026-11-02T10:00:00Z',
          }),
        ),
    });
    expect(await screen.findByText('Bar admission could not be verified.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(screen.getByRole('form', { name: 'Reviewer application' })).toBeInTheDocument();
  });
});
