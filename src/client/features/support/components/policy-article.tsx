import type { ReactNode } from 'react';
import { PageContainer } from '#client/components/ui/page';

interface PolicyArticleProps {
  title: string;
  /** When the text last changed in substance, e.g. 'November 21, 2026'. */
  updated: string;
  /** A plain-English summary above the details. */
  summary: ReactNode;
  children: ReactNode;
}

// Styles the plain headings, paragraphs and lists of the policy text in one place, so each
// policy page stays readable prose instead of repeated class names.
const prose =
  'text-slate-700 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-10 [&_h2]:font-serif [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-1.5 [&_p]:mt-3 [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

/** The frame of a policy page: title, date, summary, then the full text. */
export function PolicyArticle({ title, updated, summary, children }: PolicyArticleProps) {
  return (
    <PageContainer className="max-w-3xl">
      <article className={prose}>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="text-sm text-slate-500">Last updated {updated}</p>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 [&_p:first-child]:mt-0">
          {summary}
        </div>
        {children}
      </article>
    </PageContainer>
  );
}

/** A table of figures inside a policy, styled to match. */
export function PolicyTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-4 py-2 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]} className="border-t border-slate-200">
              {row.map((cell, index) => (
                <td key={index} className="px-4 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
