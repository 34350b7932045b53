import packageJson from '@root/package.json' with { type: 'json' };

export type ServerVersion = { version: string; build?: string };

/** Which code a replica runs, as health and the metrics say it: the package's version and the deploy's BUILD_ID. */
export function serverVersion(buildId: string | undefined): ServerVersion {
  return buildId ? { version: packageJson.version, build: buildId } : { version: packageJson.version };
}
