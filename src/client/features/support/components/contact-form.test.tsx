import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, renderWithUser } from '#client/testing/render';
import { CONTACT_SUCCESS, ContactForm } from './contact-form';

afterEach(() => vi.unstubAllGlobals());

const message = 'My review is due tomorrow. Can I still add Rush Delivery?';

async function fillAndSend(fields: { name?: string; email?: string; topic?: string }) {
  const user = userEvent.setup();
  if (fields.name) await user.type(screen.getByLabelText('Name'), fields.name);
  if (fields.email) await user.type(screen.getByLabelText('Email'), fields.email);
  if (fields.topic) {
    await user.selectOptions(screen.getByLabelText('Topic'), fields.topic);
  }
  await user.type(screen.getByLabelText('Message'), message);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  return user;
}

describe('ContactForm', () => {
  it('sends the message and shows the success state', async () => {
    const calls = fakeApi({ 'POST /api/support/contact': () => jsonResponse({ ok: true }, 201) });
    renderWithUser(<ContactForm />, null);
    const user = await fillAndSend({
      name: 'Riley Chen',
      email: 'riley@example.com',
      topic: 'Payments and refunds',
    });

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SUCCESS);
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/support/contact',
        body: { name: 'Riley Chen', email: 'riley@example.com', topic: 'payment', message },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('starts from the defaults it is given (the signed-in user, a preselected topic)', async () => {
    const calls = fakeApi({ 'POST /api/support/contact': () => jsonResponse({ ok: true }, 201) });
    renderWithUser(
      <ContactForm defaults={{ name: 'Jane Doe', email: 'jane@example.com', topic: 'reviewer' }} />,
      null,
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Topic')).toHaveValue('reviewer');

    await fillAndSend({});
    await screen.findByRole('status');
    expect(calls[0]!.body).toMatchObject({ name: 'Jane Doe', topic: 'reviewer' });
  });

  it('shows field errors and sends nothing while the form is incomplete', async () => {
    const calls = fakeApi({});
    renderWithUser(<ContactForm />, null);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'Help');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription(
      'Choose what your message is about.',
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Tell us a little more: your message needs at least 10 characters.',
    );
    expect(calls).toEqual([]);
  });

  it("shows the server's message when the message is refused", async () => {
    const refusal = 'You have sent 5 messages in a short time. Please wait 15 minutes.';
    fakeApi({ 'POST /api/support/contact': () => jsonResponse({ message: refusal }, 429) });
    renderWithUser(<ContactForm defaults={{ name: 'Jane', email: 'jane@example.com' }} />, null);
    await fillAndSend({ topic: 'Something else' });

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
