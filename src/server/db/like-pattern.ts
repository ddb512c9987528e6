/**
 * A LIKE pattern for values that contain `text` as written: its %, _ and \ are escaped with \,
 * PostgreSQL's default LIKE escape, so a search for "100%" finds "100%" and not "1000".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
