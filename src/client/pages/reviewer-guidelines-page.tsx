import { useEffect } from 'react';
import { PageContainer, PageHeader } from '#client/components/ui/page';
import { guidelineSections } from '#client/features/reviewers/components/guidelines/guideline-section';
import {
  PracticeGuidelines,
  TrainingGuidelines,
} from '#client/features/reviewers/components/guidelines/practice-guidelines';
import { WritingGuidelines } from '#client/features/reviewers/components/guidelines/writing-guidelines';
import { PublicPageFrame } from './public-page-frame';

/** Arriving at /reviewer/guidelines#training: the page loads late, so scroll to the section. */
function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const section = id ? document.getElementById(id) : null;
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.focus({ preventScroll: true });
  }, []);
}

/** The reviewer guidelines: how we review, score, keep confidences and meet deadlines. */
export function ReviewerGuidelinesPage() {
  useScrollToHash();
  return (
    <PublicPageFrame>
      <PageContainer className="max-w-3xl">
        <PageHeader
          title="Reviewer Guidelines"
          description="How Counsel Review attorneys review a personal statement: what to write, how to score, and the rules we keep."
        />
        <nav
          aria-label="On this page"
          className="mb-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 className="text-sm font-semibold text-slate-900">On this page</h2>
          <ol className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2">
            {guidelineSections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="grid gap-6">
          <WritingGuidelines />
          <PracticeGuidelines />
          <TrainingGuidelines />
        </div>
      </PageContainer>
    </PublicPageFrame>
  );
}
