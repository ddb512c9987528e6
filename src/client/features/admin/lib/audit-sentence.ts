import type { AuditEntry, AuditPerson } from '#shared/schemas/admin.js';
import { orderLabel } from '#shared/domain/order-number.js';
import { formatUsdExact } from '#shared/domain/packages.js';
import { countOf } from '#client/lib/format';
import { applicantOrdersPath } from './order-filters';

/** An entry with the people its page names (`AuditLogPage.people`): a sentence's material. */
export type NamedAuditEntry = AuditEntry & { people: Record<string, AuditPerson> };

/** A piece of an audit sentence: plain words, or a name that may link to its page. */
export type SentencePart = string | { text: string; href?: string };

/** The admin page where a person can be found: Manage Reviewers, or an applicant's orders. */
const REVIEWERS_PAGE = '/admin/reviewers';
function pageOf(id: string, someone: AuditPerson): string | undefined {
  if (someone.role === 'reviewer') return REVIEWERS_PAGE;
  return someone.role === 'applicant' ? applicantOrdersPath(id) : undefined;
}
/** Free text (a reason, a message) is quoted, and a long one cut short. */
const QUOTE_LIMIT = 160;

function quoted(text: string): string {
  const trimmed = text.trim();
  const short =
    trimmed.length > QUOTE_LIMIT ? `${trimmed.slice(0, QUOTE_LIMIT - 1).trimEnd()}…` : trimmed;
  return `“${short}”`;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/** A message the entry records, quoted after a colon; nothing when it has none. */
const messageQuote = (details: Record<string, unknown>): string[] => {
  const message = textOf(details.message);
  return message ? [`: ${quoted(message)}`] : [];
};

/** Someone the entry names by id: their name (else their email), linked when a page exists. */
function person(entry: NamedAuditEntry, id: unknown, missing: string): SentencePart {
  const found = typeof id === 'string' ? entry.people[id] : undefined;
  if (typeof id !== 'string' || !found) return missing;
  const text = found.name ?? found.email;
  const href = pageOf(id, found);
  return href ? { text, href } : text;
}

/** Who did it: 'Ada Admin (ada@example.com)', or the email alone when they gave no name. */
export function actorParts(entry: NamedAuditEntry): SentencePart[] {
  const { actorId } = entry;
  const actor = actorId ? entry.people[actorId] : undefined;
  if (!actorId || !actor) return ['A deleted account'];
  const href = pageOf(actorId, actor);
  const name = actor.name ?? actor.email;
  const named: SentencePart = href ? { text: name, href } : name;
  return actor.name ? [named, ` (${actor.email})`] : [named];
}

/** The entry's order, linked to its admin page; null when the target is not an order. */
function order(entry: AuditEntry): SentencePart | null {
  if (entry.targetType !== 'submission' || !entry.targetId) return null;
  return {
    text: entry.targetLabel ?? orderLabel(entry.targetId),
    href: `/admin/orders/${entry.targetId}`,
  };
}

/** The reviewer an entry is about (its target), by name. */
function targetPerson(entry: NamedAuditEntry): SentencePart {
  const fallback = entry.targetLabel ?? 'a person no longer on record';
  return person(entry, entry.targetId, fallback);
}

const onOff = (value: unknown) => (value ? 'on' : 'off');

/** 'turned auto-assignment off, set the SLA alert threshold from 70% to 90%' (changes only). */
function settingsChanges(details: Record<string, unknown>): string[] {
  const before = (details.before ?? {}) as Record<string, unknown>;
  const after = (details.after ?? {}) as Record<string, unknown>;
  const changes: string[] = [];
  const changed = (key: string) => key in after && before[key] !== after[key];
  if (changed('autoAssignment')) {
    changes.push(`turned auto-assignment ${onOff(after.autoAssignment)}`);
  }
  if (changed('slaAlertThreshold')) {
    changes.push(
      'slaAlertThreshold' in before
        ? `set the SLA alert threshold from ${String(before.slaAlertThreshold)}% to ${String(after.slaAlertThreshold)}%`
        : `set the SLA alert threshold to ${String(after.slaAlertThreshold)}%`,
    );
  }
  if (changed('maintenanceMode')) {
    changes.push(`turned maintenance mode ${onOff(after.maintenanceMode)}`);
  }
  return changes;
}

function capacityText(value: unknown): string {
  if (typeof value !== 'number') return 'an unknown capacity';
  return value === 0 ? 'unavailable' : `${countOf(value, 'review')} a week`;
}

/** 'order.archive' -> 'order archive': an action this screen has no words for. */
function actionWords(action: string): string {
  return action.replaceAll(/[._]+/g, ' ').trim() || 'something';
}

/** What was done: the words after the actor, per action. */
export function actionParts(entry: NamedAuditEntry): SentencePart[] {
  const { details } = entry;
  const theOrder = order(entry) ?? 'an order';
  const reason = textOf(details.reason);
  const because = reason ? [`: ${quoted(reason)}`] : [];

  switch (entry.action) {
    case 'order.refund': {
      const amount = typeof details.amountCents === 'number' ? details.amountCents : null;
      const kind =
        details.kind === 'full'
          ? ' (full refund)'
          : details.kind === 'partial'
            ? ' (partial refund)'
            : '';
      return amount === null
        ? ['issued a refund on ', theOrder, kind, ...because]
        : ['refunded ', formatUsdExact(amount), ' on ', theOrder, kind, ...because];
    }
    case 'order.reassign': {
      const to = details.toReviewerId
        ? [' to ', person(entry, details.toReviewerId, 'a reviewer no longer on record')]
        : [];
      const from = details.fromReviewerId
        ? [' (from ', person(entry, details.fromReviewerId, 'a reviewer no longer on record'), ')']
        : [];
      return [details.fromReviewerId ? 'reassigned ' : 'assigned ', theOrder, ...to, ...from];
    }
    case 'order.release':
      return ['released ', theOrder, ' back to the queue', ...because];
    case 'order.contact_reviewer':
      return [
        'messaged ',
        person(entry, details.reviewerId, 'the reviewer'),
        ' about ',
        theOrder,
        ...messageQuote(details),
      ];
    case 'order.message':
      return ['wrote in the messages of ', theOrder, ...messageQuote(details)];
    case 'settings.update': {
      const changes = settingsChanges(details);
      return changes.length > 0
        ? [`changed Quick Settings: ${changes.join(', ')}`]
        : ['saved Quick Settings without changing them'];
    }
    case 'reviewer.capacity': {
      const from = (details.from ?? {}) as Record<string, unknown>;
      const to = (details.to ?? {}) as Record<string, unknown>;
      return [
        'changed the weekly capacity of ',
        targetPerson(entry),
        ` from ${capacityText(from.weeklyCapacity)} to ${capacityText(to.weeklyCapacity)}`,
      ];
    }
    case 'reviewer.activate':
      return ['activated reviewer ', targetPerson(entry)];
    case 'reviewer.deactivate':
      return ['deactivated reviewer ', targetPerson(entry), ' (no new orders)'];
    case 'reviewer_application.approve':
    case 'reviewer_application.reject': {
      const verb = entry.action.endsWith('approve') ? 'approved' : 'rejected';
      const applicant = person(
        entry,
        details.userId,
        entry.targetLabel ?? 'a person no longer on record',
      );
      return [`${verb} the reviewer application of `, applicant, ...because];
    }
    default: {
      const target = order(entry) ?? (entry.targetLabel ? entry.targetLabel : null);
      return [`did “${actionWords(entry.action)}”`, ...(target ? [' on ', target] : [])];
    }
  }
}

/** The whole sentence: who, then what, ending with a full stop. */
export function auditSentence(entry: NamedAuditEntry): SentencePart[] {
  return [...actorParts(entry), ' ', ...actionParts(entry), '.'];
}

/** The sentence as plain text (for tests and labels). */
export function sentenceText(parts: SentencePart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
