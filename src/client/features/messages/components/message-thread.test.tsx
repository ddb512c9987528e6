import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_ONLY_THREAD_MESSAGE } from '#shared/domain/threads.js';
import type { ThreadMessage } from '#shared/schemas/reviews.js';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser } from '#client/testing/render';
import { MessageThread } from './message-thread';

const ID = '0b7e3c1a-5d2f-4e8b-9a61-3f2c8d4e7a10';
const PATH = `/api/submissions/${ID}/messages`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function message(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id: 'm-1',
    authorId: 'user-1',
    authorName: 'Jane Doe',
    authorRole: 'applicant',
    body: 'Hello',
    createdAt: '2025-03-03T12:00:00.000Z',
    ...overrides,
  };
}

const question = message({ id: 'm-1', body: 'Could you look at my ending?' });
const reply = message({
  id: 'm-2',
  authorId: 'rev-1',
  authorName: 'Riley Reviewer',
  authorRole: 'reviewer',
  body: 'Yes.\nI will focus on it.',
  createdAt: '2025-03-03T13:00:00.000Z',
});

function renderThread(routes: Parameters<typeof fakeApi>[0], title?: string, readOnly?: boolean) {
  const calls = fakeApi(routes);
  renderWithUser(<MessageThread submissionId={ID} title={title} readOnly={readOnly} />, makeUser());
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('MessageThread', () => {
  it('shows the thread oldest first with author, role and time', async () => {
    renderThread({ [`GET ${PATH}`]: () => jsonResponse([question, reply]) }, 'Messages');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Jane Doe');
    expect(within(items[0]!).getByText('Applicant')).toHaveClass('bg-green-100');
    expect(items[1]).toHaveTextContent('Riley Reviewer');
    expect(within(items[1]!).getByText('Reviewer')).toHaveClass('bg-blue-100');
    expect(items[1]!.querySelector('time')).toHaveAttribute('datetime', reply.createdAt);
    // Line breaks are kept as typed.
    expect(within(items[1]!).getByText(/I will focus on it/).textContent).toBe(
      'Yes.\nI will focus on it.',
    );
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });

  it('shows markup in a message as text, never as HTML', async () => {
    const body = '<script>alert("x")</script><b>bold</b>';
    renderThread({ [`GET ${PATH}`]: () => jsonResponse([message({ body })]) });
    expect(await screen.findByText(body)).toBeInTheDocument();
    const log = screen.getByRole('log');
    expect(log.querySelector('script')).toBeNull();
    expect(log.querySelector('b')).toBeNull();
  });

  it('has an empty state', async () => {
    renderThread({ [`GET ${PATH}`]: () => jsonResponse([]) });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('read-only, shows the thread and says why there is no message input', async () => {
    renderThread({ [`GET ${PATH}`]: () => jsonResponse([question, reply]) }, 'Messages', true);
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(READ_ONLY_THREAD_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('sends, clears the field and shows the updated thread', async () => {
    const user = userEvent.setup();
    const calls = renderThread({
      [`GET ${PATH}`]: () => jsonResponse([question]),
      [`POST ${PATH}`]: () =>
        jsonResponse([question, message({ id: 'm-3', body: 'Thanks!' })], 201),
    });
    await screen.findByText(question.body);
    const field = screen.getByLabelText('Your message');
    await user.type(field, '  Thanks!  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: PATH,
        body: { body: 'Thanks!', requestId: expect.stringMatching(UUID) },
      },
    ]);
  });

  it('sends a message again under its id after a failure, and the next one under a new id', async () => {
    const user = userEvent.setup();
    let posts = 0;
    const calls = renderThread({
      [`GET ${PATH}`]: () => jsonResponse([]),
      [`POST ${PATH}`]: () =>
        ++posts === 1
          ? jsonResponse({ message: 'The service is briefly unavailable.' }, 503)
          : jsonResponse([message({ body: 'Hello there' })], 201),
    });
    await screen.findByText('No messages yet');
    const field = screen.getByLabelText('Your message');
    await user.type(field, 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('briefly unavailable');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field).toHaveValue(''));
    await user.type(field, 'And another.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts).toBe(3));

    const ids = calls
      .filter((c) => c.method === 'POST')
      .map((c) => (c.body as { requestId: string }).requestId);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toMatch(UUID);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('sends with Ctrl+Enter, and shows the pending state meanwhile', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    const calls = renderThread({
      [`GET ${PATH}`]: () => jsonResponse([]),
      [`POST ${PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)) as never,
    });
    await screen.findByText('No messages yet');
    await user.type(screen.getByLabelText('Your message'), 'Quick question');
    await user.keyboard('{Control>}{Enter}{/Control}');
    const pending = await screen.findByRole('button', { name: 'Sending...' });
    expect(pending).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    // Typed while the first one is on its way: kept when it arrives, without what was sent.
    await user.type(screen.getByLabelText('Your message'), ' And another.');
    await act(async () => answer(jsonResponse([message({ body: 'Quick question' })], 201)));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByLabelText('Your message')).toHaveValue('And another.');
  });

  it('asks for a message instead of sending an empty one', async () => {
    const user = userEvent.setup();
    const calls = renderThread({ [`GET ${PATH}`]: () => jsonResponse([]) });
    await screen.findByText('No messages yet');
    await user.type(screen.getByLabelText('Your message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a message first.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's 400 message and keeps the text", async () => {
    const user = userEvent.setup();
    renderThread({
      [`GET ${PATH}`]: () => jsonResponse([]),
      [`POST ${PATH}`]: () => jsonResponse({ message: 'Write a message first.' }, 400),
    });
    await screen.findByText('No messages yet');
    await user.type(screen.getByLabelText('Your message'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first.');
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello there');
    expect(screen.getByLabelText('Your message')).toHaveAttribute('aria-invalid', 'true');
  });

  it('fetches replies only when Refresh is pressed', async () => {
    const user = userEvent.setup();
    let thread = [question];
    const calls = renderThread({ [`GET ${PATH}`]: () => jsonResponse(thread) });
    await screen.findByText(question.body);
    thread = [question, reply];
    expect(screen.queryByText('Riley Reviewer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Riley Reviewer')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('reports a thread that cannot be loaded', async () => {
    renderThread({ [`GET ${PATH}`]: () => jsonResponse({ message: 'Server down.' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Messages could not be loaded: Server down.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
