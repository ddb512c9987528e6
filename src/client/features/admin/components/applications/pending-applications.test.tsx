import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser } from '#client/testing/render';
import { makeApplication } from '#client/testing/reviewer-application';
import { PendingApplications } from './pending-applications';

const withCv = makeApplication({
  id: 'app-1',
  applicantName: 'Jane Doe',
  cvDocumentUrl: '/api/documents/6f1c2b9e-8a4d-4c3e-b5f7-1d2e3f4a5b6c',
});
const withoutCv = makeApplication({ id: 'app-2', applicantName: 'Sam Park', t14: false });

function renderList(routes: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi(routes);
  renderWithUser(
    <>
      <PendingApplications />
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

describe('PendingApplications', () => {
  it('lists every field and the CV download link', async () => {
    renderList({ 'GET /api/admin/pending-reviewers': () => jsonResponse([withCv, withoutCv]) });
    const [jane, sam] = within(
      await screen.findByRole('list', { name: 'Pending applications' }),
    ).getAllByRole('listitem');
    for (const text of [
      'Jane Doe',
      'jane@example.com',
      'Harvard Law School',
      '2015',
      'New York, 2016',
      'Appellate litigation',
      'Yes',
      'Ten years of appellate practice; I read applications for my alma mater.',
    ]) {
      expect(within(jane!).getByText(text)).toBeInTheDocument();
    }
    expect(within(jane!).getByRole('link', { name: 'Download CV' })).toHaveAttribute(
      'href',
      '/api/documents/6f1c2b9e-8a4d-4c3e-b5f7-1d2e3f4a5b6c/download',
    );
    expect(within(sam!).getByText('No CV attached.')).toBeInTheDocument();
  });

  it('approves, confirms and refetches the list', async () => {
    const user = userEvent.setup();
    let list = [withCv];
    const calls = renderList({
      'GET /api/admin/pending-reviewers': () => jsonResponse(list),
      'POST /api/admin/reviewer-applications/app-1/decision': () => {
        list = [];
        return jsonResponse({ ...withCv, status: 'approved' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application Approved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'approve' });
    expect(await screen.findByText('No pending applications')).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const user = userEvent.setup();
    let list = [withCv];
    const calls = renderList({
      'GET /api/admin/pending-reviewers': () => jsonResponse(list),
      'POST /api/admin/reviewer-applications/app-1/decision': () => {
        list = [];
        return jsonResponse({ ...withCv, status: 'rejected' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Jane Doe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(
      within(dialog).getByText('Give the applicant a reason for the rejection.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'Bar not verified.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('Application Rejected')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'reject',
      reason: 'Bar not verified.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
