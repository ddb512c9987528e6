import type { UploadNotice } from '../hooks/use-document-upload';

/**
 * Uppy's notices (restriction messages such as "You can only upload 1 file", failed uploads)
 * in a live region that is always present, so screen readers announce each one as it appears.
 */
export function UploadNotices({ notices, id }: { notices: UploadNotice[]; id?: string }) {
  return (
    <div
      id={id}
      role="status"
      aria-label="Upload messages"
      aria-live="polite"
      aria-atomic="false"
      className="grid gap-1"
    >
      {notices.map((notice, index) => (
        <p
          // Uppy keeps notices in arrival order and drops the oldest first.
          key={`${index}-${notice.message}`}
          className={
            notice.type === 'error' || notice.type === 'warning'
              ? 'rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800'
              : 'rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700'
          }
        >
          {notice.message}
          {notice.details ? <span className="block text-xs">{notice.details}</span> : null}
        </p>
      ))}
    </div>
  );
}
