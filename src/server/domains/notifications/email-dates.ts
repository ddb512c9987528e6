const fullUtc = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * An instant as every notice writes it: "Tuesday, January 5, 2027 at 3:00 PM UTC". Notices go to
 * people in any time zone and the server knows none of them, so the zone is named.
 */
export const noticeDateTime = (date: Date) => `${fullUtc.format(date)} UTC`;
