import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DEMO_PASSWORD, demoAccounts } from '../seed/demo-accounts.ts';

/** Creates the demo logins in the auth emulator unless they already exist. */
export async function ensureDemoAuthUsers(projectId: string): Promise<void> {
  const app = initializeApp({ projectId }, `demo-users-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (const account of Object.values(demoAccounts)) {
      const existing = await auth.getUserByEmail(account.email).catch(() => undefined);
      if (existing) continue;
      await auth
        .createUser({
          email: account.email,
          password: DEMO_PASSWORD,
          displayName: account.displayName,
          emailVerified: true,
        })
        .catch((error: { code?: string }) => {
          // Another start sharing this emulator created it a moment ago: that is the wanted outcome.
          if (error.code !== 'auth/email-already-exists') throw error;
        });
    }
  } finally {
    await deleteApp(app);
  }
}
