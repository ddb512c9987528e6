import { Link } from 'wouter';
import { buttonVariants } from '../components/ui/button';
import { PageContainer, PageHeader } from '../components/ui/page';
import { PublicPageFrame } from './public-page-frame';

const requirements = [
  'You are a licensed attorney, admitted to the bar in at least one US state.',
  'You graduated from a leading law school; graduates of T14 schools can also take T14 Reviewer Match orders.',
  'You write clearly and kindly, and can give an applicant specific, honest feedback on deadline.',
  'You can commit to a weekly number of reviews that suits you: 3, 5 or 7.',
];

/** Where the footer's "Become a reviewer" leads until the application form opens. */
export function BecomeReviewerPage() {
  return (
    <PublicPageFrame>
      <PageContainer className="max-w-3xl">
        <PageHeader
          title="Become a reviewer"
          description="Help law school applicants tell their story, on your own schedule."
        />
        <div className="grid gap-6 rounded-xl border border-slate-200 bg-white p-5 text-slate-700 sm:p-8">
          <p>
            Our reviewers are attorneys who read personal statements and write the detailed,
            practical feedback they wish they had received as applicants. You choose the orders you
            accept, set your weekly capacity, and are paid for every review you deliver.
          </p>
          <div>
            <h2 className="font-semibold text-slate-900">Who we are looking for</h2>
            <ul className="mt-2 list-disc space-y-1.5 pl-6">
              {requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <p className="rounded-md bg-amber-50 p-4 text-amber-900">
            <strong className="font-semibold">The online application opens soon.</strong> In the
            meantime, tell us about yourself through the contact form and we will write to you when
            it opens.
          </p>
          <Link
            href="/support?topic=reviewer#contact"
            className={buttonVariants({ className: 'justify-self-start' })}
          >
            Contact us about reviewing
          </Link>
        </div>
      </PageContainer>
    </PublicPageFrame>
  );
}
