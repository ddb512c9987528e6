/** 'Ada' + 'Lovelace' -> 'Ada Lovelace'; null when the person gave no name. */
export function fullName(person: { firstName: string | null; lastName: string | null }) {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || null;
}

/** A name to show for someone who must be named: their full name, else their email. */
export function displayName(person: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  return fullName(person) ?? person.email;
}
