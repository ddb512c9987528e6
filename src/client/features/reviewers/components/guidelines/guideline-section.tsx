import type { ReactNode } from 'react';

/** One titled section of the guidelines, an anchor target (#id) for the Resources links. */
export function GuidelineSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 text-slate-700 outline-none sm:p-8"
    >
      <h2 id={`${id}-title`} className="font-serif text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 leading-relaxed [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}

/** The sections in page order, for the table of contents. */
export const guidelineSections = [
  { id: 'memo', title: 'Writing the summary memo' },
  { id: 'rubric', title: 'Scoring the rubric' },
  { id: 'comments', title: 'Inline comments' },
  { id: 'confidentiality', title: 'Confidentiality' },
  { id: 'deadlines', title: 'Deadlines and the guarantee' },
  { id: 'ethics', title: 'Ethics: no ghost-writing' },
  { id: 'training', title: 'Training: a review, step by step' },
  { id: 'community', title: 'Reviewer community and help' },
] as const;

export function sectionTitle(id: (typeof guidelineSections)[number]['id']): string {
  return guidelineSections.find((section) => section.id === id)!.title;
}
