declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the global setup left the migrated PGlite database that every test file starts from. */
    pgliteTemplateFile: string;
    /** The PostgreSQL database the global setup migrated for this run, cloned per test file. */
    postgresTemplateDb: string;
  }
}

/** The PostgreSQL database migrated once per run and cloned per test file; runs side by side never share one. */
export function postgresTemplateDbForRun(): string {
  return `shutterswap_test_template_${process.pid}`;
}

export function postgresUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
