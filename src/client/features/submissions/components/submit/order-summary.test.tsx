import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { visit } from '#client/testing/render';
import { acceptingOrders, renderSubmitForm } from '../../testing/submit-form-harness';

/** The order lines as [label, amount] pairs, total last. */
function orderLines(): string[][] {
  const list = screen.getByText('Total', { selector: 'dt' }).closest('dl');
  if (!list) throw new Error('The order summary has no list of lines.');
  return within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

beforeEach(() => {
  window.localStorage.clear();
  visit('/submit?package=premium');
  fakeApi({ 'GET /api/service-status': acceptingOrders });
});

afterEach(() => vi.unstubAllGlobals());

describe('order summary', () => {
  it('lists the package, one line per chosen add-on, and the total', async () => {
    const user = userEvent.setup();
    renderSubmitForm('premium');
    expect(orderLines()).toEqual([
      ['Premium Review', '$899'],
      ['Total', '$899'],
    ]);

    await user.click(screen.getByRole('checkbox', { name: /Rush Delivery/ }));
    await user.click(screen.getByRole('checkbox', { name: /T14 Reviewer Match/ }));
    expect(orderLines()).toEqual([
      ['Premium Review', '$899'],
      ['Rush Delivery', '$99'],
      ['T14 Reviewer Match', '$149'],
      ['Total', '$1,147'],
    ]);

    await user.click(screen.getByRole('checkbox', { name: /Rush Delivery/ }));
    expect(orderLines()).toEqual([
      ['Premium Review', '$899'],
      ['T14 Reviewer Match', '$149'],
      ['Total', '$1,048'],
    ]);
  });

  it('shows every add-on with its price and description', () => {
    renderSubmitForm('core');
    const addOns = within(screen.getByRole('group', { name: 'Add-ons' }));
    expect(addOns.getAllByRole('checkbox')).toHaveLength(4);
    expect(addOns.getByText('Get feedback in 24-48 hours')).toBeInTheDocument();
    expect(addOns.getByText('+$129')).toBeInTheDocument();
  });

  it('changes the package in place and keeps it in the address', async () => {
    const user = userEvent.setup();
    renderSubmitForm('premium');
    await user.click(screen.getByRole('checkbox', { name: /Extra Revision/ }));
    const change = screen.getByRole('button', { name: 'Change Package' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('radio', { name: 'Basic' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('radio', { name: /Basic/ })).not.toBeInTheDocument();
    // Done is gone: the keyboard carries on from Change Package, not from the top of the page.
    expect(change).toHaveFocus();
    expect(orderLines()).toEqual([
      ['Basic Review', '$99'],
      ['Extra Revision', '$129'],
      ['Total', '$228'],
    ]);
    expect(window.location.search).toBe('?package=basic');
  });
});
