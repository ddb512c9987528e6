/** Readable names of the audit log's actions; an unknown action shows as recorded. */
const actionLabels: Record<string, string> = {
  'order.reassign': 'Reassigned an order',
  'order.contact_reviewer': 'Contacted a reviewer',
  'order.refund': 'Issued a refund',
  'order.release': 'Released an order back to the queue',
  'settings.update': 'Saved Quick Settings',
  'reviewer.capacity': 'Changed reviewer capacity',
  'reviewer.activate': 'Activated a reviewer',
  'reviewer.deactivate': 'Deactivated a reviewer',
  'reviewer_application.approve': 'Approved a reviewer application',
  'reviewer_application.reject': 'Rejected a reviewer application',
};

export function auditActionLabel(action: string): string {
  return actionLabels[action] ?? action;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The details object as 'key: value' lines, nested objects as compact JSON. */
export function auditDetailLines(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) => `${key}: ${valueText(value)}`);
}
