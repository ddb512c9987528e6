import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { AppHeader } from './app-header';

beforeEach(() => {
  visit('/dashboard');
  fakeApi({ 'GET /api/notifications': () => jsonResponse({ items: [], unreadCount: 0 }) });
});
afterEach(() => vi.unstubAllGlobals());

function mainNavLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('AppHeader', () => {
  it('renders nothing for a signed-out visitor', () => {
    const { container } = renderWithUser(<AppHeader />, null);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['applicant', 'Applicant', 'bg-green-100'],
    ['reviewer', 'Reviewer', 'bg-blue-100'],
    ['admin', 'Admin', 'bg-red-100'],
  ] as const)('shows the %s badge as %s in its colour', (role, label, colour) => {
    renderWithUser(<AppHeader />, makeUser({ role }));
    expect(screen.getByText(label, { selector: 'span' })).toHaveClass(colour);
  });

  it('gives applicants Dashboard and Submit Review', () => {
    renderWithUser(<AppHeader />, makeUser({ role: 'applicant' }));
    expect(mainNavLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Submit Review', '/submit'],
    ]);
  });

  it('gives reviewers My Reviews and admins Admin Panel, never Submit Review', () => {
    const reviewer = renderWithUser(<AppHeader />, makeUser({ role: 'reviewer' }));
    expect(mainNavLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Reviews', '/dashboard'],
    ]);
    reviewer.unmount();

    renderWithUser(<AppHeader />, makeUser({ role: 'admin' }));
    expect(mainNavLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Admin Panel', '/dashboard'],
    ]);
  });

  it('marks the current page in the navigation', () => {
    renderWithUser(<AppHeader />, makeUser());
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Submit Review' })).not.toHaveAttribute('aria-current');
  });

  it('links the logo to /landing', () => {
    renderWithUser(<AppHeader />, makeUser());
    expect(screen.getByRole('link', { name: 'Counsel Review' })).toHaveAttribute(
      'href',
      '/landing',
    );
  });

  it('shows initials in the avatar, or U without a name', () => {
    const named = renderWithUser(
      <AppHeader />,
      makeUser({ firstName: 'ada', lastName: 'Lovelace' }),
    );
    expect(within(screen.getByRole('button', { name: 'User menu' })).getByText('AL')).toBeVisible();
    named.unmount();

    renderWithUser(<AppHeader />, makeUser({ firstName: null, lastName: null }));
    expect(within(screen.getByRole('button', { name: 'User menu' })).getByText('U')).toBeVisible();
  });

  it('offers Profile, Settings and Log out in the user menu', async () => {
    const user = userEvent.setup();
    renderWithUser(<AppHeader />, makeUser());
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveAttribute(
      'href',
      '/api/logout',
    );
  });

  it('opens the notifications panel from the bell', async () => {
    const user = userEvent.setup();
    renderWithUser(<AppHeader />, makeUser());
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('opens and closes the small-screen menu', async () => {
    const user = userEvent.setup();
    renderWithUser(<AppHeader />, makeUser());
    const toggle = screen.getByRole('button', { name: 'Main menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById('mobile-nav');
    expect(panel).not.toBeNull();
    await user.click(within(panel as HTMLElement).getByRole('link', { name: 'Submit Review' }));
    expect(document.getElementById('mobile-nav')).toBeNull();
    expect(window.location.pathname).toBe('/submit');
  });
});
