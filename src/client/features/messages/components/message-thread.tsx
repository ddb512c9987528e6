import { RefreshCw } from 'lucide-react';
import { READ_ONLY_THREAD_MESSAGE } from '#shared/domain/threads.js';
import { useId } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/utils';
import { useMessages } from '../api/use-messages';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface MessageThreadProps {
  submissionId: string;
  /** A heading for the thread; without one the surrounding card names it. */
  title?: string;
  /** Shown without the message input, saying why (mayPostInThread). */
  readOnly?: boolean;
}

/**
 * An order's thread between the applicant and the assigned reviewer (admins may join):
 * messages oldest first, a Refresh button (the client never refetches by itself), and the
 * message input with Send (or, read-only, why there is none).
 */
export function MessageThread({ submissionId, title, readOnly = false }: MessageThreadProps) {
  const messages = useMessages(submissionId);
  const headingId = useId();

  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : 'Message thread'}
      className="grid gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        {title ? (
          <h2 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900">
            {title}
          </h2>
        ) : (
          <span />
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-busy={messages.isFetching}
          onClick={() => {
            if (!messages.isFetching) void messages.refetch();
          }}
        >
          <RefreshCw className={cn(messages.isFetching && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      </div>

      {messages.isError ? (
        <Alert variant="destructive" role="alert" className="flex flex-wrap items-center gap-3">
          <span className="flex-1">
            Messages could not be loaded: {errorMessage(messages.error)}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => void messages.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}

      {messages.data ? (
        <MessageList messages={messages.data} />
      ) : messages.isPending ? (
        <div className="flex justify-center py-4">
          <Spinner label="Loading messages" />
        </div>
      ) : null}

      {readOnly ? (
        <p className="text-sm text-slate-600">{READ_ONLY_THREAD_MESSAGE}</p>
      ) : (
        <MessageComposer submissionId={submissionId} />
      )}
    </section>
  );
}
