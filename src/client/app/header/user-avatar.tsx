import type { User } from '#shared/schemas/auth.js';
import { userInitials } from '#shared/domain/roles.js';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar';

export const userMenuTriggerClass =
  'rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';

/** The signed-in person's picture, or their initials. */
export function UserAvatar({ user }: { user: User }) {
  return (
    <Avatar>
      {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
      <AvatarFallback>{userInitials(user.firstName, user.lastName)}</AvatarFallback>
    </Avatar>
  );
}
