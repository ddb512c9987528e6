import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import {
  contactBody,
  supportTopicLabels,
  supportTopics,
  type ContactBody,
  type ContactFormValues,
  type SupportTopic,
} from '#shared/schemas/support.js';
import { MAX_CONTACT_MESSAGE_CHARS } from '#shared/domain/text-limits.js';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Select } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { errorMessage } from '#client/lib/api';
import { useSendContact } from '../api/use-send-contact';

export const CONTACT_SUCCESS = "Thanks — we'll reply by email within one business day.";

export interface ContactDefaults {
  name?: string;
  email?: string;
  topic?: SupportTopic;
}

/** The FAQ & Support contact form; the page prefills it from the signed-in user, if any. */
export function ContactForm({ defaults = {} }: { defaults?: ContactDefaults }) {
  const send = useSendContact();
  const initialValues: DefaultValues<ContactFormValues> = {
    name: defaults.name ?? '',
    email: defaults.email ?? '',
    // Unset unless given, so the select shows "Choose a topic" and the schema asks for one.
    topic: defaults.topic,
    message: '',
  };
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactBody>({
    resolver: zodResolver(contactBody),
    defaultValues: initialValues,
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  if (send.isSuccess) {
    return (
      <div className="grid gap-4">
        <Alert role="status" variant="success">
          {CONTACT_SUCCESS}
        </Alert>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            reset(initialValues);
            send.reset();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  const onSubmit = handleSubmit((values) => send.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Contact support">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          hint="We reply to this address."
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      {/* Also the DOM default: react-hook-form's default alone left this select on "Choose a
          topic" in tests, so the preselected topic did not show. */}
      <FormField label="Topic" error={errors.topic?.message}>
        <Select defaultValue={defaults.topic ?? ''} {...register('topic')}>
          <option value="">Choose a topic</option>
          {supportTopics.map((topic) => (
            <option key={topic} value={topic}>
              {supportTopicLabels[topic]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label="Message"
        hint={`${message.length} / ${MAX_CONTACT_MESSAGE_CHARS} characters. Include your order number if your message is about an order.`}
        error={errors.message?.message}
      >
        <Textarea
          maxLength={MAX_CONTACT_MESSAGE_CHARS}
          className="min-h-36"
          {...register('message')}
        />
      </FormField>
      {send.isError ? (
        <Alert role="alert" variant="destructive">
          {errorMessage(send.error)}
        </Alert>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
