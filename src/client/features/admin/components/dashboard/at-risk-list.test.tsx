import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { atRiskPage, makeAtRisk } from '../../testing/fixtures';
import { AtRiskList } from './at-risk-list';

const PATH = '/api/admin/at-risk-orders';
const second = makeAtRisk({
  id: '6f1c2d3e-0000-4000-8000-00000000cd34',
  applicantName: 'Sam Park',
});
const third = makeAtRisk({ id: '6f1c2d3e-0000-4000-8000-00000000ef56', applicantName: 'Ana Ruiz' });

function renderList(routes: Parameters<typeof fakeApi>[0]) {
  visit('/admin/at-risk');
  const calls = fakeApi(routes);
  renderWithUser(<AtRiskList />, makeUser({ role: 'admin' }));
  return calls;
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Orders at risk' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^Order #/).textContent);

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('AtRiskList', () => {
  it('says how many are at risk in all and loads the rest a page at a time', async () => {
    const calls = renderList({
      [`GET ${PATH}?limit=20`]: () =>
        jsonResponse(atRiskPage([makeAtRisk(), second], 3, 'next-page')),
      [`GET ${PATH}?limit=20&cursor=next-page`]: () => jsonResponse(atRiskPage([third], 3)),
    });
    expect(
      await screen.findByText('3 orders at risk, soonest deadline first.'),
    ).toBeInTheDocument();
    expect(listed()).toEqual(['Order #AB12', 'Order #CD34']);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(listed()).toEqual(['Order #AB12', 'Order #CD34', 'Order #EF56']));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      `${PATH}?limit=20`,
      `${PATH}?limit=20&cursor=next-page`,
    ]);
  });

  it('says "1 order" for one', async () => {
    renderList({ [`GET ${PATH}?limit=20`]: () => jsonResponse(atRiskPage([makeAtRisk()])) });
    expect(await screen.findByText('1 order at risk, soonest deadline first.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the empty state when nothing is at risk', async () => {
    renderList({ [`GET ${PATH}?limit=20`]: () => jsonResponse(atRiskPage([])) });
    expect(await screen.findByText('No orders at risk')).toBeInTheDocument();
  });
});
