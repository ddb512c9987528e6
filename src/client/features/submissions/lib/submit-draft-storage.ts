import { v4 as uuidv4 } from 'uuid';
import { z } from 'zod';
import { addOnIds } from '#shared/domain/add-ons.js';
import { packageTiers } from '#shared/domain/packages.js';
import { targetSchoolIds } from '#shared/domain/schools.js';
import type { SubmitFormValues } from './submit-form-values';

/**
 * An unsent submission kept on this device (localStorage), one per signed-in user, so a reload,
 * a failed request or a closed tab loses nothing. Cleared once the server has saved the order.
 */
const STORAGE_PREFIX = 'counsel-review:submit-draft:';
const VERSION = 1;

const text = z.string().max(100_000).catch('');
const flag = z.boolean().catch(false);

const storedValues = z.object({
  // A draft kept before ids were made here gets one now.
  orderId: z.uuid().catch(() => uuidv4()),
  packageTier: z.enum(packageTiers),
  statementMode: z.enum(['upload', 'paste']).catch('upload'),
  document: z
    .object({
      documentPath: z.string().max(200),
      fileName: z.string().max(500),
      wordCount: z.number().int().nonnegative().nullable(),
    })
    .nullable()
    .catch(null),
  pastedText: text,
  targetSchool: z.enum([...targetSchoolIds, '']).catch(''),
  wordCount: z.string().max(20).catch(''),
  wordCountAuto: z.boolean().catch(true),
  intake: z.object({
    background: text,
    goals: text,
    highlights: text,
    concerns: text,
    whySchool: text,
  }),
  acknowledgments: z.object({
    originalWork: flag,
    educationalUse: flag,
    termsAndPrivacy: flag,
    refundPolicy: flag,
  }),
  addOns: z.array(z.enum(addOnIds)).catch([]),
});

const storedDraft = z.object({ version: z.literal(VERSION), values: storedValues });

function storageKey(userId: string): string {
  return `${STORAGE_PREFIX}${userId}`;
}

/** The user's saved draft, or null when there is none or it cannot be read. */
export function loadSubmitDraft(userId: string): SubmitFormValues | null {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    if (!raw) return null;
    const parsed = storedDraft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.values : null;
  } catch {
    return null;
  }
}

export function saveSubmitDraft(userId: string, values: SubmitFormValues): void {
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify({ version: VERSION, values }));
  } catch {
    // Storage full or disabled (private browsing): the form itself still holds everything.
  }
}

export function clearSubmitDraft(userId: string): void {
  try {
    window.localStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing to clear.
  }
}
