import { BadgeCheck, EyeOff, GraduationCap, Scale } from 'lucide-react';

// Describes the reviewer pool as it is run (docs/product.md §1 People), not an invented person.
const facts = [
  {
    icon: Scale,
    title: 'Licensed attorneys',
    text: 'Every reviewer is admitted to practice law. They know what admissions committees read for because they have been through it themselves.',
  },
  {
    icon: GraduationCap,
    title: 'From top law schools',
    text: 'Our reviewers graduated from leading law schools. Add T14 Reviewer Match to be paired with a graduate of a T14 school.',
  },
  {
    icon: BadgeCheck,
    title: 'Checked before their first review',
    text: 'Each reviewer applies with their law school, graduation year, bar admission and practice area, and our team approves them before they can take an order.',
  },
  {
    icon: EyeOff,
    title: 'Discreet by design',
    text: 'Until a reviewer accepts your order, they see only its package, target school and length: not your name and not your statement.',
  },
];

/** Who reviews your statement: the pool and how it is vetted. */
export function MeetYourReviewer() {
  return (
    <section id="reviewers" className="scroll-mt-4 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 className="font-serif text-2xl font-semibold sm:text-3xl">Meet Your Reviewer</h2>
        <p className="mt-2 max-w-3xl text-slate-600">
          Your statement is reviewed by one attorney from our panel, who stays with your order
          through any revision.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {facts.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
