import type { IntakeAnswers } from '#shared/schemas/submissions.js';

export type IntakeKey = keyof IntakeAnswers;

export interface IntakeQuestion {
  key: IntakeKey;
  label: string;
  /** The prompt that helps the applicant answer. */
  hint: string;
  necessity: 'required' | 'optional';
}

/** The five intake texts, as the submit screen asks them and the order page shows them. */
export const intakeQuestions: readonly IntakeQuestion[] = [
  {
    key: 'background',
    label: 'Your background',
    hint: 'Where you come from, your education and work so far, and the experiences that shaped you.',
    necessity: 'required',
  },
  {
    key: 'goals',
    label: 'Your goals in law',
    hint: 'Why law school, why now, and what you hope to do with your degree.',
    necessity: 'required',
  },
  {
    key: 'highlights',
    label: 'What your statement should highlight',
    hint: 'The moments, achievements or qualities you most want the admissions committee to notice.',
    necessity: 'optional',
  },
  {
    key: 'concerns',
    label: 'Concerns about your draft',
    hint: 'Anything you are unsure about: tone, structure, length, a sensitive topic, a gap to explain.',
    necessity: 'optional',
  },
  {
    key: 'whySchool',
    label: 'Why this school',
    hint: 'What draws you to your target school: programs, clinics, faculty, location or community.',
    necessity: 'optional',
  },
];
