import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import type { WorkspaceSlots } from './slots';

interface ThreadCardProps {
  submissionId: string;
  renderThread: WorkspaceSlots['renderThread'];
}

/** The message thread with the applicant, in the workspace's sidebar. */
export function ThreadCard({ submissionId, renderThread }: ThreadCardProps) {
  if (!renderThread) return null;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Messages</CardTitle>
        <CardDescription>
          Between you and the applicant; their revision requests appear here too.
        </CardDescription>
      </CardHeader>
      <CardContent>{renderThread({ submissionId })}</CardContent>
    </Card>
  );
}
