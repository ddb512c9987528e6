import type { ReviewerApplication } from '#shared/schemas/reviewers.js';

/** A reviewer application as the API answers it (pending, with no CV), for tests. */
export function makeApplication(overrides: Partial<ReviewerApplication> = {}): ReviewerApplication {
  return {
    id: 'app-1',
    userId: 'user-1',
    applicantName: 'Jane Doe',
    email: 'jane@example.com',
    lawSchool: 'Harvard Law School',
    graduationYear: 2015,
    barState: 'New York',
    barYear: 2016,
    practiceArea: 'Appellate litigation',
    t14: true,
    bio: 'Ten years of appellate practice; I read applications for my alma mater.',
    cvDocumentUrl: null,
    status: 'pending',
    decisionReason: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
