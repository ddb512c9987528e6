const steps = [
  {
    title: 'Choose a package',
    text: 'Pick Basic, Core or Premium for the depth of review your draft and timeline need, plus any add-ons.',
  },
  {
    title: 'Submit your statement',
    text: 'Upload your draft (PDF or Word) and complete the short intake form about your schools and goals.',
  },
  {
    title: 'Expert review',
    text: 'An attorney reviewer reads your statement closely, edits it and writes detailed feedback.',
  },
  {
    title: 'Receive your results',
    text: 'Download your reviewed statement and a summary memo, with your scores and comments.',
  },
];

/** The four steps, as told to visitors. */
export function HowItWorks() {
  return (
    <section id="how-it-works" className="scroll-mt-4 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 className="font-serif text-2xl font-semibold sm:text-3xl">How it Works</h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 p-5">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
