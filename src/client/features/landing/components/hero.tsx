import { Button } from '#client/components/ui/button';
import { turnaroundRange } from '#client/lib/format';

// The promises; the refund line says exactly what the guarantee is (docs/product.md §3 Money).
const promises = [
  'Line-by-line feedback from an attorney',
  `${turnaroundRange()} target turnaround`,
  'Full refund if we miss the deadline and cannot reassign within 24 hours',
  'Licensed attorneys from top law schools',
];

export function Hero() {
  return (
    <section className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-amber-200 uppercase">
          Law school personal statement review
        </p>
        <h1 className="mt-3 max-w-3xl font-serif text-3xl leading-tight font-semibold sm:text-5xl">
          Make your personal statement read like it belongs at the top of the pile.
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200">
          Experienced attorneys review your statement and tell you exactly what to strengthen, cut
          and keep.
        </p>
        <ul className="mt-6 grid max-w-3xl gap-2 text-slate-100 sm:grid-cols-2">
          {promises.map((promise) => (
            <li key={promise} className="flex items-start gap-2">
              <span
                className="mt-2.5 size-1.5 shrink-0 rounded-full bg-amber-300"
                aria-hidden="true"
              />
              {promise}
            </li>
          ))}
        </ul>
        <Button asChild variant="accent" size="lg" className="mt-8">
          <a href="/api/login">Get Expert Feedback</a>
        </Button>
      </div>
    </section>
  );
}
