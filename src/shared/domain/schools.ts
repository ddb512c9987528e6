/** Target law schools offered by the submit screen, with the names people read. */
export const targetSchools = [
  { id: 'harvard', name: 'Harvard Law School' },
  { id: 'stanford', name: 'Stanford Law School' },
  { id: 'yale', name: 'Yale Law School' },
  { id: 'columbia', name: 'Columbia Law School' },
  { id: 'chicago', name: 'University of Chicago Law School' },
  { id: 'nyu', name: 'NYU School of Law' },
  { id: 'other', name: 'Other' },
] as const;

export type TargetSchoolId = (typeof targetSchools)[number]['id'];
export const targetSchoolIds = targetSchools.map((school) => school.id) as [
  TargetSchoolId,
  ...TargetSchoolId[],
];

export function schoolName(id: string | null | undefined): string | undefined {
  return targetSchools.find((school) => school.id === id)?.name;
}

export function isTargetSchoolId(value: string | null): value is TargetSchoolId {
  return value !== null && (targetSchoolIds as readonly string[]).includes(value);
}
