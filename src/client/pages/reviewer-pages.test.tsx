import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { AdminApplicationsPage } from './admin-applications-page';
import { BecomeReviewerPage } from './become-reviewer-page';
import { ReviewerGuidelinesPage } from './reviewer-guidelines-page';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('AdminApplicationsPage', () => {
  it("tells a non-admin 'Access Denied' and renders nothing", async () => {
    const calls = fakeApi({});
    visit('/admin/applications');
    const { container } = renderWithUser(
      <>
        <div data-testid="page">
          <AdminApplicationsPage />
        </div>
        <Toaster />
      </>,
      makeUser({ role: 'reviewer' }),
    );
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have admin privileges.")).toBeInTheDocument();
    expect(screen.getByTestId('page')).toBeEmptyDOMElement();
    expect(container).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows admins the pending applications', async () => {
    fakeApi({ 'GET /api/admin/pending-reviewers': () => jsonResponse([]) });
    renderWithUser(<AdminApplicationsPage />, makeUser({ role: 'admin' }));
    expect(screen.getByRole('heading', { name: 'Reviewer Applications' })).toBeInTheDocument();
    expect(await screen.findByText('No pending applications')).toBeInTheDocument();
  });
});

describe('BecomeReviewerPage', () => {
  it('asks a signed-out visitor to sign in and come back here', () => {
    fakeApi({});
    visit('/become-a-reviewer');
    renderWithUser(<BecomeReviewerPage />, null);
    expect(screen.getByText('Who we are looking for')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fbecome-a-reviewer',
    );
  });

  it('tells a reviewer they already have access', () => {
    fakeApi({});
    renderWithUser(<BecomeReviewerPage />, makeUser({ role: 'reviewer' }));
    expect(screen.getByText('You already have reviewer access.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('gives an applicant the form, with the CV upload', async () => {
    fakeApi({ 'GET /api/reviewer-applications/mine': () => jsonResponse(null) });
    renderWithUser(<BecomeReviewerPage />, makeUser());
    expect(await screen.findByRole('form', { name: 'Reviewer application' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'CV file' })).toHaveTextContent('up to 5 MB');
  });
});

describe('ReviewerGuidelinesPage', () => {
  it('has every section the Resources card links to', () => {
    fakeApi({});
    visit('/reviewer/guidelines#training');
    renderWithUser(<ReviewerGuidelinesPage />, makeUser({ role: 'reviewer' }));
    for (const id of [
      'memo',
      'rubric',
      'comments',
      'confidentiality',
      'deadlines',
      'ethics',
      'training',
      'community',
    ]) {
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(document.getElementById('training')).toHaveFocus();
    expect(screen.getByText(/Aim for 300-600 words/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ethics: no ghost-writing' })).toBeInTheDocument();
  });
});
