import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { PageContainer, PageHeader } from '#client/components/ui/page';
import { useSignedInUser } from '#client/features/auth/api/use-auth';
import { ProfileForm } from '#client/features/auth/components/profile-form';

export function ProfilePage() {
  const user = useSignedInUser();
  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title="Profile" description="Your name as reviewers and our team see it." />
      <Card>
        <CardHeader>
          <CardTitle>Personal details</CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileForm user={user} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
