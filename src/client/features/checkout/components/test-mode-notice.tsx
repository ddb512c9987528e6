import { FlaskConical } from 'lucide-react';
import { Badge } from '#client/components/ui/badge';

const testCards = [
  { number: '4242 4242 4242 4242', result: 'succeeds' },
  { number: '4000 0000 0000 0002', result: 'is declined' },
] as const;

/** Says plainly that no real card is charged, and which test cards do what. */
export function TestModeNotice() {
  return (
    <section
      aria-label="Test mode"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        <Badge className="gap-1 bg-amber-200 text-amber-950">
          <FlaskConical className="size-3.5" aria-hidden="true" />
          Test mode
        </Badge>
        No real card is charged.
      </p>
      <ul className="grid gap-1">
        {testCards.map((card) => (
          <li key={card.number}>
            <span className="font-mono whitespace-nowrap">{card.number}</span> {card.result}
          </li>
        ))}
      </ul>
      <p>Use any future expiration date and any 3-digit security code.</p>
    </section>
  );
}
