import { useSearch } from 'wouter';
import { fullName } from '#shared/domain/names.js';
import { supportTopics, type SupportTopic } from '#shared/schemas/support.js';
import { PageContainer, PageHeader } from '#client/components/ui/page';
import { useAuth } from '#client/features/auth/api/use-auth';
import { ContactForm } from '#client/features/support/components/contact-form';
import { Faq } from '#client/features/support/components/faq';
import { useFocusOnHash } from '#client/features/support/use-focus-on-hash';
import { PublicPageFrame } from './public-page-frame';

/** ?topic=payment preselects the topic, so a "contact us about X" link lands ready to type. */
function topicFrom(search: string): SupportTopic | undefined {
  const topic = new URLSearchParams(search).get('topic');
  return supportTopics.find((known) => known === topic);
}

/** FAQ & Support: answers first, then the contact form at #contact. */
export function SupportPage() {
  const { user } = useAuth();
  const search = useSearch();
  const contactRef = useFocusOnHash<HTMLElement>('contact');
  const name = fullName(user) ?? '';

  return (
    <PublicPageFrame>
      <PageContainer className="max-w-3xl">
        <PageHeader
          title="FAQ & Support"
          description={
            <>
              Answers to the questions applicants ask most.{' '}
              <a href="#contact" className="font-medium text-primary underline underline-offset-4">
                Contact us
              </a>{' '}
              if yours is not here.
            </>
          }
        />
        <Faq />
        <section
          id="contact"
          ref={contactRef}
          tabIndex={-1}
          aria-labelledby="contact-title"
          className="mt-12 scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 outline-none sm:p-8"
        >
          <h2 id="contact-title" className="font-serif text-xl font-semibold">
            Contact us
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            Our team reads every message and replies by email within one business day.
          </p>
          <ContactForm defaults={{ name, email: user?.email ?? '', topic: topicFrom(search) }} />
        </section>
      </PageContainer>
    </PublicPageFrame>
  );
}
