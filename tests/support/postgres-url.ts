/** The same server and credentials, another database. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function templateDatabaseName(): string {
  return `cr_template_${process.pid}`;
}
