import { z } from 'zod';
import { MAX_CONTACT_MESSAGE_CHARS, tooLong } from '../domain/text-limits.js';

/**
 * Where every "contact support" link points (the FAQ & Support page's contact form). One
 * constant so the submit sidebar, dashboard and footer links cannot drift apart; we offer a
 * form rather than a mailbox address so each deployment needs no support inbox of its own.
 */
export const SUPPORT_CONTACT_PATH = '/support#contact';

export const supportTopics = ['order', 'payment', 'account', 'reviewer', 'other'] as const;
export type SupportTopic = (typeof supportTopics)[number];

/** How each topic reads in the form's select and in the email to admins. */
export const supportTopicLabels: Record<SupportTopic, string> = {
  order: 'An order or review in progress',
  payment: 'Payments and refunds',
  account: 'My account and signing in',
  reviewer: 'Becoming a reviewer',
  other: 'Something else',
};

export const CONTACT_MESSAGE_MIN = 10;

export const contactBody = z.object({
  name: z
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, 'Enter your name.')
    .max(200, tooLong('name', 200)),
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .min(1, 'Enter your email address.')
    .max(254, tooLong('email', 254))
    .pipe(z.email('Enter a valid email address, like name@example.com.')),
  topic: z.enum(supportTopics, { error: 'Choose what your message is about.' }),
  message: z
    .string({ error: 'Write your message.' })
    .trim()
    .min(
      CONTACT_MESSAGE_MIN,
      `Tell us a little more: your message needs at least ${CONTACT_MESSAGE_MIN} characters.`,
    )
    .max(MAX_CONTACT_MESSAGE_CHARS, tooLong('message', MAX_CONTACT_MESSAGE_CHARS)),
});
export type ContactBody = z.infer<typeof contactBody>;
/** What the form holds before validation (the topic select may still be empty). */
export type ContactFormValues = z.input<typeof contactBody>;
