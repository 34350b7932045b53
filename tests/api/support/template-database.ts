declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the global setup left the migrated PGlite database that every test file starts from. */
    pgliteTemplateFile: string;
  }
}

/** The PostgreSQL database that is migrated once and cloned per test file. */
export const POSTGRES_TEMPLATE_DB = 'shutterswap_test_template';

export function postgresUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
