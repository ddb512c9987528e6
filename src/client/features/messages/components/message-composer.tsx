import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { messageBody } from '../../../../shared/schemas/reviews.js';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { useSendMessage } from '../api/use-send-message';

/** The server's limit for one message (shared messageBody schema). */
export const MESSAGE_MAX = 5_000;

/**
 * The message input and Send. Ctrl+Enter (Cmd+Enter on a Mac) sends too; an empty message is
 * caught before it is sent, and the server's refusal is shown under the field.
 */
export function MessageComposer({ submissionId }: { submissionId: string }) {
  const send = useSendMessage(submissionId);
  const [body, setBody] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;

  const submit = () => {
    if (send.isPending) return;
    const parsed = messageBody.safeParse({ body });
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? 'Write a message first.');
      return;
    }
    setLocalError(null);
    send.mutate(parsed.data.body, { onSuccess: () => setBody('') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const error = localError ?? (send.isError ? errorMessage(send.error) : null);

  return (
    <form
      noValidate
      aria-label="Send a message"
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Label htmlFor={fieldId}>Your message</Label>
      <textarea
        id={fieldId}
        value={body}
        maxLength={MESSAGE_MAX}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => {
          setBody(event.target.value);
          if (localError) setLocalError(null);
          if (send.isError) send.reset();
        }}
        onKeyDown={onKeyDown}
        className={cn(
          'min-h-20 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none sm:text-sm',
          error && 'border-red-600',
        )}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
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
