export const roles = ['applicant', 'reviewer', 'admin'] as const;
export type Role = (typeof roles)[number];

/** 'admin' -> 'Admin'. */
export function roleLabel(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/**
 * Role badges (docs/product.md §7 Screens): admin red, reviewer blue, applicant green, others grey.
 */
export function roleBadgeClass(role: string): string {
  switch (role) {
    case 'admin':
      return 'bg-red-100 text-red-800';
    case 'reviewer':
      return 'bg-blue-100 text-blue-800';
    case 'applicant':
      return 'bg-green-100 text-green-800';
    default:
      return 'bg-gray-100 text-gray-800';
  }
}

/** Avatar fallback: initials of first and last name, or 'U' when there is no name. */
export function userInitials(firstName?: string | null, lastName?: string | null): string {
  const initials = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || 'U';
}
