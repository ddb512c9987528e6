import { useEffect, useRef } from 'react';
import type { ThreadMessage } from '#shared/schemas/reviews.js';
import { RoleBadge } from '#client/components/badges';
import { formatDateTime } from '#client/lib/format';

function MessageItem({ message }: { message: ThreadMessage }) {
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold break-all text-slate-900">{message.authorName}</span>
        <RoleBadge role={message.authorRole} />
        <time dateTime={message.createdAt} className="text-xs text-slate-500">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      {/* Plain React text: markup in a message shows as typed, line breaks are kept. */}
      <p className="text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
        {message.body}
      </p>
    </li>
  );
}

/**
 * The thread, oldest first, in a live log: a screen reader announces messages as they arrive
 * (a send, or a reply fetched by Refresh). It scrolls to the newest message when one arrives.
 */
export function MessageList({ messages }: { messages: ThreadMessage[] }) {
  const logRef = useRef<HTMLDivElement>(null);
  const count = messages.length;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label="Messages"
      // Scrollable, so reachable from the keyboard to scroll it.
      tabIndex={0}
      className="max-h-96 overflow-y-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {count === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-4 text-center">
          <p className="text-sm font-semibold text-slate-900">No messages yet</p>
          <p className="mt-1 text-sm text-slate-600">
            Questions about this review? Write them below; we email the other side when you send.
          </p>
        </div>
      ) : (
        <ol className="grid gap-3">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}
