import { BookOpen, LifeBuoy, PlayCircle, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';

/** Where each resource lives: sections of the guidelines page, and the support page. */
export const reviewerResources = [
  { label: 'Review Guidelines', href: '/reviewer/guidelines', icon: BookOpen },
  { label: 'Training Videos', href: '/reviewer/guidelines#training', icon: PlayCircle },
  { label: 'Reviewer Community', href: '/reviewer/guidelines#community', icon: Users },
  { label: 'Support Center', href: '/support', icon: LifeBuoy },
] as const;

/** The Resources card: the reviewer guidelines and where to get help. */
export function ResourcesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Resources</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1">
          {reviewerResources.map(({ label, href, icon: Icon }) => (
            <li key={label}>
              <Link
                href={href}
                className="flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-primary hover:bg-slate-100"
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
