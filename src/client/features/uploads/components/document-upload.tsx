import { FileText, UploadCloud } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import {
  acceptedFileTypes,
  formatFileSize,
  uploadLimits,
  type UploadKind,
} from '#shared/domain/uploads.js';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/utils';
import type { UploadedDocument } from '../api/upload-api';
import { useDocumentUpload } from '../hooks/use-document-upload';
import { UploadNotices } from './upload-notices';

export interface DocumentUploadProps {
  kind: UploadKind;
  /** Names the widget for assistive technology, e.g. "Personal statement file". */
  label: string;
  /** A document already attached (a restored draft), or null. */
  initial: { documentPath: string; fileName: string } | null;
  onUploaded: (document: UploadedDocument) => void;
  onRemoved: () => void;
  /** Told when a file starts and stops uploading or being checked. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Upload one PDF or DOCX: a drop zone with a "Choose file" button, progress with a percentage,
 * the attached file with Replace and Remove, and Uppy's own restriction messages.
 */
export function DocumentUpload({
  kind,
  label,
  initial,
  onUploaded,
  onRemoved,
  onBusyChange,
}: DocumentUploadProps) {
  const upload = useDocumentUpload({ kind, initial, onUploaded, onRemoved });
  const { attached, pending } = upload;
  const busy = pending !== null;
  const tellBusy = useEffectEvent((now: boolean) => onBusyChange?.(now));
  useEffect(() => tellBusy(busy), [busy]);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const ids = { hint: useId(), notices: useId(), error: useId() };
  const describedBy = [ids.hint, ids.notices, upload.error ? ids.error : null]
    .filter(Boolean)
    .join(' ');
  const choose = () => inputRef.current?.click();

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    upload.addFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <div
      role="group"
      aria-label={label}
      data-testid="document-upload"
      className="grid gap-3"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={inputRef}
        type="file"
        hidden
        // The visible buttons are the keyboard path; the input is only the browser's picker.
        tabIndex={-1}
        aria-label={label}
        accept={acceptedFileTypes.join(',')}
        onChange={(event) => {
          upload.addFiles(Array.from(event.target.files ?? []));
          // Choosing the same file again after a failure must fire another change.
          event.target.value = '';
        }}
      />
      {pending ? (
        <div className="rounded-lg border border-slate-200 p-4">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{pending.fileName}</span>
          </p>
          <div
            role="progressbar"
            aria-label={`Uploading ${pending.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pending.percent}
            className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full bg-primary transition-all"
              style={{ width: `${pending.percent}%` }}
            />
          </div>
          <div className="mt-2 flex items-center justify-between text-sm text-slate-600">
            <span>{pending.checking ? 'Checking your file…' : `${pending.percent}%`}</span>
            <Button type="button" variant="ghost" size="sm" onClick={upload.cancel}>
              Cancel upload
            </Button>
          </div>
        </div>
      ) : attached ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-green-200 bg-green-50 p-4">
          <FileText className="size-5 shrink-0 text-green-700" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm">
            <span className="block truncate font-medium text-slate-900">{attached.fileName}</span>
            {attached.sizeBytes !== undefined ? (
              <span className="text-slate-600">{formatFileSize(attached.sizeBytes)}</span>
            ) : null}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={choose}
            aria-describedby={describedBy}
          >
            Replace file
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={upload.remove}
            aria-label={`Remove ${attached.fileName}`}
          >
            Remove
          </Button>
        </div>
      ) : (
        <div
          className={cn(
            'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-slate-300 px-6 py-8 text-center transition-colors',
            dragging && 'border-primary bg-primary/5',
          )}
        >
          <UploadCloud className="size-8 text-slate-400" aria-hidden="true" />
          <p className="text-sm text-slate-700">Drag and drop your file here, or</p>
          <Button type="button" variant="outline" onClick={choose} aria-describedby={describedBy}>
            Choose file
          </Button>
        </div>
      )}
      <p id={ids.hint} className="text-xs text-slate-500">
        PDF or DOCX, one file, up to {formatFileSize(uploadLimits[kind])}.
      </p>
      <UploadNotices id={ids.notices} notices={upload.notices} />
      {upload.error ? (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {upload.error}
        </p>
      ) : null}
    </div>
  );
}
