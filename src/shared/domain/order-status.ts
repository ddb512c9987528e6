import { isDelivered } from './order-lifecycle.js';

/** An order's statuses (docs/product.md §2 Orders). */
export const submissionStatuses = [
  'draft',
  'queued',
  'assigned',
  'in_review',
  'feedback_ready',
  'completed',
  'refunded',
] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** 'feedback_ready' -> 'Feedback Ready'. */
export function statusLabel(status: string): string {
  return status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Badge colours: completed green, in_review blue, feedback_ready purple, queued yellow, other grey. */
export function statusBadgeClass(status: string): string {
  switch (status) {
    case 'completed':
      return 'bg-green-100 text-green-800';
    case 'in_review':
      return 'bg-blue-100 text-blue-800';
    case 'feedback_ready':
      return 'bg-purple-100 text-purple-800';
    case 'queued':
      return 'bg-yellow-100 text-yellow-800';
    default:
      return 'bg-gray-100 text-gray-800';
  }
}

export interface ProgressStep {
  label: 'Submitted' | 'In Review' | 'Feedback Ready';
  done: boolean;
}

/** The applicant's three-step progress bar (docs/product.md §7 Screens). */
export function progressSteps(status: string): ProgressStep[] {
  return [
    { label: 'Submitted', done: true },
    { label: 'In Review', done: status === 'in_review' || isDelivered(status) },
    { label: 'Feedback Ready', done: isDelivered(status) },
  ];
}
