/**
 * zod compiles fast validators with `new Function` after probing whether eval is allowed. Our
 * Content-Security-Policy forbids eval, and the probe alone is reported as a violation, so zod is
 * told to skip it. zod reads this global when it loads, so it must be set before any chunk imports
 * zod; setting it here also keeps zod itself out of the first page.
 */
const zodConfigHolder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodConfigHolder.__zod_globalConfig = { ...zodConfigHolder.__zod_globalConfig, jitless: true };

export {};
