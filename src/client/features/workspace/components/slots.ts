import type { ReactNode } from 'react';

/** Handed to the page's annotated-document upload (features do not import each other). */
export interface AnnotationUploadSlotProps {
  initial: { documentPath: string; fileName: string } | null;
  onUploaded: (document: { documentPath: string; fileName: string }) => void;
  onRemoved: () => void;
  /** A file is uploading or being checked: submitting now would deliver the round without it. */
  onBusyChange: (busy: boolean) => void;
}

/** Handed to the page's message thread between the reviewer and the applicant. */
export interface ThreadSlotProps {
  submissionId: string;
}

/** What the page composes into the workspace from other features. */
export interface WorkspaceSlots {
  renderUpload: (props: AnnotationUploadSlotProps) => ReactNode;
  /** The message thread; when absent the sidebar goes without it. */
  renderThread?: (props: ThreadSlotProps) => ReactNode;
}
