import type { ReactNode } from 'react';
import { PageContainer, PageHeader } from '#client/components/ui/page';
import { AdminNav } from './admin-nav';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of every admin screen: its heading, then the admin sections. */
export function AdminPage({ title, description, children }: AdminPageProps) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <AdminNav />
      {children}
    </PageContainer>
  );
}
