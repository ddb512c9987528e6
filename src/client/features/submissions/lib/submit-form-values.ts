import { v4 as uuidv4 } from 'uuid';
import type { AddOnId } from '#shared/domain/add-ons.js';
import type { PackageTier } from '#shared/domain/packages.js';
import { isTargetSchoolId, type TargetSchoolId } from '#shared/domain/schools.js';
import type {
  CreateSubmissionBody,
  SubmissionDetail,
  UpdateDraftBody,
} from '#shared/schemas/submissions.js';

/** The statement uploaded through the document card (PUT /api/documents registered it). */
export interface UploadedStatement {
  documentPath: string;
  fileName: string;
  wordCount: number | null;
}

export type StatementMode = 'upload' | 'paste';

/** Everything the submit screen's form holds; also what an unsent draft keeps on the device. */
export interface SubmitFormValues {
  /**
   * The order's id, made here once per form and sent with it: sent again after its answer was
   * lost, the form gets the order it made instead of a second one.
   */
  orderId: string;
  packageTier: PackageTier;
  statementMode: StatementMode;
  document: UploadedStatement | null;
  pastedText: string;
  targetSchool: TargetSchoolId | '';
  /** As typed; parsed as an integer (falling back to 0) when sent. */
  wordCount: string;
  /** True while the word count follows the statement's own count (the applicant did not type one). */
  wordCountAuto: boolean;
  intake: {
    background: string;
    goals: string;
    highlights: string;
    concerns: string;
    whySchool: string;
  };
  acknowledgments: {
    originalWork: boolean;
    educationalUse: boolean;
    termsAndPrivacy: boolean;
    refundPolicy: boolean;
  };
  addOns: AddOnId[];
}

export function emptySubmitForm(packageTier: PackageTier): SubmitFormValues {
  return {
    orderId: uuidv4(),
    packageTier,
    statementMode: 'upload',
    document: null,
    pastedText: '',
    targetSchool: '',
    wordCount: '',
    wordCountAuto: true,
    intake: { background: '', goals: '', highlights: '', concerns: '', whySchool: '' },
    acknowledgments: {
      originalWork: false,
      educationalUse: false,
      termsAndPrivacy: false,
      refundPolicy: false,
    },
    addOns: [],
  };
}

/**
 * An unpaid draft back in the form (Back to Submission): its id, so sending it edits that order.
 * The acknowledgments are not stored, so they start unticked; the word count stays as sent.
 */
export function valuesFromDraft(draft: SubmissionDetail): SubmitFormValues {
  const empty = emptySubmitForm(draft.packageTier);
  const { intakeAnswers: answers } = draft;
  return {
    ...empty,
    orderId: draft.id,
    statementMode: draft.documentUrl ? 'upload' : 'paste',
    document:
      draft.documentUrl && draft.document
        ? {
            documentPath: draft.documentUrl,
            fileName: draft.document.fileName,
            wordCount: draft.document.wordCount,
          }
        : null,
    pastedText: draft.pastedText ?? '',
    targetSchool: isTargetSchoolId(draft.targetSchool) ? draft.targetSchool : '',
    wordCount: draft.wordCount ? String(draft.wordCount) : '',
    wordCountAuto: !draft.wordCount,
    intake: {
      background: answers.background,
      goals: answers.goals,
      highlights: answers.highlights ?? '',
      concerns: answers.concerns ?? '',
      whySchool: answers.whySchool ?? '',
    },
    addOns: [...draft.addOns],
  };
}

/** True when the applicant has entered anything worth restoring. */
export function hasEnteredAnything(values: SubmitFormValues): boolean {
  const texts = [values.pastedText, values.wordCount, ...Object.values(values.intake)];
  return (
    values.document !== null ||
    values.targetSchool !== '' ||
    values.addOns.length > 0 ||
    texts.some((text) => text.trim() !== '') ||
    Object.values(values.acknowledgments).some(Boolean)
  );
}

/** The word count is parsed as an integer and falls back to 0 (docs/product.md §2 Orders). */
export function parseWordCount(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}

/**
 * The statement as the document card's chosen tab gives it: the applicant chooses between a
 * file and pasted text, so what the other tab still holds is neither checked nor sent.
 */
function chosenStatement(values: SubmitFormValues) {
  return values.statementMode === 'upload'
    ? { documentUrl: values.document?.documentPath ?? null, pastedText: null }
    : { documentUrl: null, pastedText: values.pastedText.trim() || null };
}

/** The body of POST /api/submissions. The acknowledgments are not sent (not enforced). */
export function toCreateSubmissionBody(
  values: SubmitFormValues,
  applicantId: string,
): CreateSubmissionBody {
  const { documentUrl, pastedText } = chosenStatement(values);
  const optional = (text: string) => text.trim() || null;
  return {
    id: values.orderId,
    packageTier: values.packageTier,
    // The validation step guarantees a school before anything is sent.
    targetSchool: values.targetSchool as TargetSchoolId,
    wordCount: parseWordCount(values.wordCount),
    pastedText,
    intakeAnswers: {
      background: values.intake.background.trim(),
      goals: values.intake.goals.trim(),
      highlights: optional(values.intake.highlights),
      concerns: optional(values.intake.concerns),
      whySchool: optional(values.intake.whySchool),
    },
    addOns: values.addOns,
    documentUrl,
    applicantId,
  };
}

/** The body of PUT /api/submissions/{id}: the same fields, for the draft the form edits. */
export function toUpdateDraftBody(values: SubmitFormValues, applicantId: string): UpdateDraftBody {
  const { id: _orderId, ...body } = toCreateSubmissionBody(values, applicantId);
  return body;
}

export interface ValidationProblem {
  title: string;
  description: string;
  /** Where the applicant should go to fix it. */
  field: 'targetSchool' | 'statement' | 'intake.background' | 'intake.goals';
}

/**
 * The checks of docs/product.md §2 Orders, in order: target school, then a document or pasted text,
 * then the two required intake answers. Returns the first problem (shown as a destructive toast),
 * or null. The acknowledgment checkboxes are deliberately not checked (not enforced).
 */
export function validateSubmission(values: SubmitFormValues): ValidationProblem | null {
  if (!values.targetSchool) {
    return {
      title: 'Missing Information',
      description: 'Please select your target school.',
      field: 'targetSchool',
    };
  }
  const { documentUrl, pastedText } = chosenStatement(values);
  if (!documentUrl && !pastedText) {
    return {
      title: 'Missing Document',
      description: 'Please upload a file or paste your text.',
      field: 'statement',
    };
  }
  if (!values.intake.background.trim() || !values.intake.goals.trim()) {
    return {
      title: 'Incomplete Intake',
      description: 'Please complete the required intake questions.',
      field: values.intake.background.trim() ? 'intake.goals' : 'intake.background',
    };
  }
  return null;
}
