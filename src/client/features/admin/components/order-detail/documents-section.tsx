import { Download } from 'lucide-react';
import type { AdminOrderDetail } from '#shared/schemas/admin.js';
import { formatBytes } from '#client/lib/format';
import { DetailCard } from './detail-card';

type OrderDocument = AdminOrderDetail['documents'][number];

function documentLabel({ kind, round }: OrderDocument): string {
  if (kind === 'statement') return 'Statement';
  if (kind === 'draft') return `Draft ${round ?? 2}`;
  return `Annotated document, round ${round ?? 1}`;
}

/** The statement, each later draft handed in as a file, and every annotated document. */
export function DocumentsSection({ detail }: { detail: AdminOrderDetail }) {
  const { documents, order } = detail;
  return (
    <DetailCard title="Documents">
      {documents.length === 0 ? (
        <p className="text-sm text-slate-600">
          {order.pastedText
            ? 'No files: the applicant pasted their statement.'
            : 'No documents on this order.'}
        </p>
      ) : (
        <ul className="grid gap-2 text-sm" aria-label="Documents">
          {documents.map((document) => (
            // An applicant may hand in one file twice (as two drafts, say).
            <li
              key={`${document.kind}-${document.round}-${document.url}`}
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <span className="text-slate-700">
                {documentLabel(document)} · {formatBytes(document.sizeBytes)}
              </span>
              <a
                href={`${document.url}/download`}
                className="inline-flex items-center gap-1 font-medium break-all text-primary underline-offset-4 hover:underline"
              >
                <Download className="size-4 shrink-0" aria-hidden="true" />
                {document.fileName}
              </a>
            </li>
          ))}
        </ul>
      )}
      {order.pastedText ? (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium text-primary">Pasted statement</summary>
          <p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800">
            {order.pastedText}
          </p>
        </details>
      ) : null}
    </DetailCard>
  );
}
