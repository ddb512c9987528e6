import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import type { SubmitFormValues } from '../../lib/submit-form-values';

type AcknowledgmentKey = keyof SubmitFormValues['acknowledgments'];

/** Policy pages open in a new tab so the form stays as it is. */
function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline underline-offset-2"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const items: { key: AcknowledgmentKey; text: ReactNode }[] = [
  {
    key: 'originalWork',
    text: 'This statement is my own original work, written without AI tools.',
  },
  {
    key: 'educationalUse',
    text: 'I understand the review is for educational purposes only: it is not legal advice and does not guarantee admission.',
  },
  {
    key: 'termsAndPrivacy',
    text: (
      <>
        I agree to the <PolicyLink href="/terms">Terms of Service</PolicyLink> and the{' '}
        <PolicyLink href="/privacy">Privacy Policy</PolicyLink>.
      </>
    ),
  },
  {
    key: 'refundPolicy',
    text: (
      <>
        I have read the <PolicyLink href="/refund-policy">Refund Policy</PolicyLink>.
      </>
    ),
  },
];

/** The four acknowledgments: not enforced (docs/product.md §2 Orders), nothing blocks on them. */
export function Acknowledgments({ register }: { register: UseFormRegister<SubmitFormValues> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Acknowledgments</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.key}>
              <label className="flex items-start gap-3 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  {...register(`acknowledgments.${item.key}`)}
                />
                <span>{item.text}</span>
              </label>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
