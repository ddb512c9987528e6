import { GuidelineSection, sectionTitle } from './guideline-section';

const rubric = [
  {
    name: 'Clarity',
    what: 'Can a tired reader follow every sentence on the first pass? Plain words, precise claims, no jargon or throat-clearing.',
  },
  {
    name: 'Structure',
    what: 'Does the statement have an arc: an opening that earns attention, paragraphs that each do one job, and an ending that lands on who the applicant is now?',
  },
  {
    name: 'Voice',
    what: 'Does it sound like one particular person, in their own register, rather than a template of what a law school "wants to hear"?',
  },
  {
    name: 'Authenticity',
    what: 'Are the experiences specific, concrete and credible? Does reflection follow the story, showing what the applicant learned and why law follows?',
  },
  {
    name: 'Ethics',
    what: 'Is it honest and fair to others in the story, free of exaggeration, and plainly the applicant’s own work?',
  },
];

const scale = [
  ['1', 'A serious problem that would hurt the application; fix before submitting.'],
  ['2', 'Clear weaknesses that a reader will notice; needs substantial work.'],
  ['3', 'Competent: nothing wrong, nothing memorable yet. The workspace starts every score here.'],
  ['4', 'Strong: a reader would remember it for the right reasons; polish remains.'],
  ['5', 'Exceptional: ready to submit on this criterion.'],
];

/** The memo, the rubric and inline comments: how to write the review itself. */
export function WritingGuidelines() {
  return (
    <>
      <GuidelineSection id="memo" title={sectionTitle('memo')}>
        <p>
          The summary memo is the first thing the applicant reads. Aim for 300-600 words: long
          enough to explain your reasoning, short enough to act on in one sitting.
        </p>
        <ol>
          <li>
            <strong>Start with what works.</strong> Name the strongest passage and why it works, so
            the applicant keeps it through the revision.
          </li>
          <li>
            <strong>Give the two or three changes that matter most,</strong> in order of impact. For
            each: what you noticed, why it matters to an admissions reader, and a concrete next
            step. Basic orders get 3-5 high-impact suggestions and no line edits.
          </li>
          <li>
            <strong>Tie it to the target school</strong> when the applicant named one, and to the
            goals they gave in the intake questions.
          </li>
          <li>
            <strong>Close with a plan:</strong> what to revise first, and what to leave alone.
          </li>
        </ol>
        <p>
          Write to the applicant directly (&ldquo;you&rdquo;), in full sentences. Be candid and
          kind; never mock a draft, and never predict an admission decision.
        </p>
      </GuidelineSection>

      <GuidelineSection id="rubric" title={sectionTitle('rubric')}>
        <p>
          Score five criteria from 1 to 5 stars. The scores summarise the memo; they never replace
          it, so every score of 1, 2 or 5 should be explained there.
        </p>
        <dl className="grid gap-3">
          {rubric.map((item) => (
            <div key={item.name}>
              <dt className="font-semibold text-slate-900">{item.name}</dt>
              <dd>{item.what}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-2 font-semibold text-slate-900">What each score means</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {scale.map(([score, meaning]) => (
            <div key={score} className="contents">
              <dt className="font-semibold text-slate-900">{score}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </GuidelineSection>

      <GuidelineSection id="comments" title={sectionTitle('comments')}>
        <p>
          Select a passage of the statement to anchor a comment to it; the applicant sees it
          highlighted in place. Use the free-form inline notes for remarks about the whole draft.
        </p>
        <ul>
          <li>
            Say why, not only what: &ldquo;This sentence repeats paragraph one&rdquo; beats
            &ldquo;cut&rdquo;.
          </li>
          <li>Suggest and explain; do not rewrite their sentences for them (see Ethics).</li>
          <li>Prefer a few comments that matter over many that nitpick; group repeated issues.</li>
          <li>Praise specific lines that work, so the applicant knows what to keep.</li>
          <li>Keep the tone professional: no sarcasm, no comments on the applicant as a person.</li>
        </ul>
      </GuidelineSection>
    </>
  );
}
