import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * The column beside the statement that holds the comments; on wide screens it stays in view
 * while the statement scrolls, on phones it follows the statement.
 */
export function CommentsAside({ count, children }: { count: number; children: ReactNode }) {
  return (
    <aside
      aria-label="Comments on passages"
      className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
    >
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Comments ({count})</CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </aside>
  );
}
