import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { seedUsers } from '../seed/people.ts';

/**
 * Gives every seeded person a sign-in in the auth emulator (the demo password, the email verified), unless they
 * have one already: no seeded account waits for whoever signs up first with its email.
 */
export async function ensureDemoAuthUsers(projectId: string): Promise<void> {
  const app = initializeApp({ projectId }, `demo-users-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (const person of seedUsers) {
      const existing = await auth.getUserByEmail(person.email).catch(() => undefined);
      if (existing) continue;
      await auth
        .createUser({
          email: person.email,
          password: DEMO_PASSWORD,
          displayName: person.displayName,
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
