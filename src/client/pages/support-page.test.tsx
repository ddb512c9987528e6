import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { makeUser, renderWithUser, visit } from '#client/testing/render';
import { SupportPage } from './support-page';

afterEach(() => vi.unstubAllGlobals());

describe('SupportPage', () => {
  it('prefills the contact form from the signed-in user', () => {
    fakeApi({});
    visit('/support');
    renderWithUser(<SupportPage />, makeUser({ firstName: 'Jane', lastName: 'Doe' }));
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ & Support' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    // Signed in: the app header is shown instead of the public one.
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('at #contact puts the cursor in the first empty field, with ?topic preselected', () => {
    fakeApi({});
    visit('/support?topic=reviewer#contact');
    renderWithUser(<SupportPage />, makeUser());
    expect(screen.getByLabelText('Topic')).toHaveValue('reviewer');
    expect(screen.getByLabelText('Message')).toHaveFocus();
  });

  it('gives signed-out visitors an empty form, the public header and the policy footer', () => {
    fakeApi({});
    visit('/support');
    renderWithUser(<SupportPage />, null);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });
});
