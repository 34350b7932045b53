import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

/*
 * Every API test file builds apps; each app has a data folder (Web Push keys, uploads). Closing the app removes the
 * folder it was given, so a run leaves nothing behind in the temporary directory.
 */
describe('a test app', () => {
  it('removes its data folder when it closes', async () => {
    const testApp = await createTestApp();
    const { dataDir } = testApp;
    expect(existsSync(dataDir)).toBe(true);
    await testApp.close();
    expect(existsSync(dataDir)).toBe(false);
  });
});
