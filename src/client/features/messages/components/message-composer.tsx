import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_MESSAGE_CHARS } from '#shared/domain/text-limits.js';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { errorMessage } from '#client/lib/api';
import { useRequestId } from '#client/lib/use-request-id';
import { zodResolverOnFirstCheck } from '#client/lib/resolver-on-first-check';
import { useSendMessage } from '../api/use-send-message';

const messageChecks = zodResolverOnFirstCheck(() =>
  import('#shared/schemas/reviews.js').then((m) => m.messageBody),
);

/**
 * The message input and Send. Ctrl+Enter (Cmd+Enter on a Mac) sends too; an empty message is
 * caught before it is sent, and the server's refusal is shown under the field.
 */
export function MessageComposer({ submissionId }: { submissionId: string }) {
  const send = useSendMessage(submissionId);
  const hintId = useId();
  // One id per message, kept by a resend after a failure: the server posts it once.
  const { requestId, next: nextRequest } = useRequestId();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm({ resolver: messageChecks.resolver, defaultValues: { body: '' } });

  const submit = handleSubmit(({ body }) => {
    if (send.isPending) return;
    const sent = getValues('body');
    // The field stays editable while sending: what was typed meanwhile is kept, not wiped.
    send.mutate(
      { body, requestId },
      {
        onSuccess: () => {
          nextRequest();
          const now = getValues('body');
          reset({ body: now.startsWith(sent) ? now.slice(sent.length).trimStart() : now });
        },
      },
    );
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const error =
    errors.body?.message ??
    errors.root?.message ??
    (send.isError ? errorMessage(send.error) : null);

  return (
    <form
      noValidate
      aria-label="Send a message"
      className="grid gap-2"
      onSubmit={(event) => void submit(event)}
    >
      <FormField label="Your message" error={error} alertError describedBy={hintId}>
        <Textarea
          maxLength={MAX_MESSAGE_CHARS}
          rows={3}
          onKeyDown={onKeyDown}
          onFocus={messageChecks.preload}
          {...register('body', { onChange: () => send.isError && send.reset() })}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={hintId} className="text-xs text-slate-500">
          Press Ctrl+Enter (⌘+Enter on a Mac) to send.
        </p>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
