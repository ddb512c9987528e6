/** Someone with a name of their own choosing (either part may be missing). */
export interface Named {
  firstName: string | null;
  lastName: string | null;
}

/** 'Ada' + 'Lovelace' -> 'Ada Lovelace'; null when the person gave no name. */
export function fullName(person: Named | null | undefined): string | null {
  const parts = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean);
  return parts.join(' ') || null;
}

/** A name to show for someone who must be named: their full name, else their email. */
export function displayName(person: Named & { email: string }): string {
  return fullName(person) ?? person.email;
}
