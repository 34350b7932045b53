import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createPglite, openDatabase } from '@server/db/database.ts';
import { postgresTemplateDbForRun, postgresUrlFor } from './template-database.ts';

/** Migrates once; each test file then copies the result instead of migrating again (seconds each). */
export default async function setup(project: TestProject) {
  const env = project.config.env;
  if (env.TEST_DATABASE === 'postgres') {
    const baseUrl = String(env.TEST_POSTGRES_URL);
    const templateDb = postgresTemplateDbForRun();
    const dropTemplate = async () => {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${templateDb} with (force)`);
      await admin.end();
    };
    await dropTemplate();
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${templateDb}`);
    await admin.end();
    const template = await openDatabase({ kind: 'postgres', url: postgresUrlFor(baseUrl, templateDb) });
    await template.migrate();
    await template.close();
    project.provide('postgresTemplateDb', templateDb);
    return dropTemplate;
  }
  const client = await createPglite();
  const template = await openDatabase({ kind: 'pglite-memory' }, { pglite: client });
  await template.migrate();
  const dump = await client.dumpDataDir('none');
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shutterswap-pglite-template-'));
  const templateFile = path.join(folder, 'template.tar');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplateFile', templateFile);
  return async () => rm(folder, { recursive: true, force: true });
}
