import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../config.ts';
import { createEmulatorIdentityVerifier } from './emulator-identity-verifier.ts';
import type { IdentityVerifier } from './identity.ts';

/** The auth emulator when one is configured, otherwise the Firebase project. */
export function createIdentityVerifier(auth: Config['auth']): IdentityVerifier {
  return auth.emulatorHost
    ? createEmulatorIdentityVerifier({ emulatorUrl: `http://${auth.emulatorHost}`, apiKey: auth.apiKey })
    : createFirebaseIdentityVerifier(auth.projectId);
}

const isUserNotFound = (error: { code?: string }) => error.code === 'auth/user-not-found';

/** Firebase Auth: ID tokens are signed by Google and checked against its public keys. */
function createFirebaseIdentityVerifier(projectId: string): IdentityVerifier {
  const appName = `shutterswap-${projectId}`;
  const app: App = getApps().find((a) => a.name === appName) ?? initializeApp({ projectId }, appName);
  const auth = getAuth(app);
  return {
    async verifyIdToken(idToken) {
      const decoded = await auth.verifyIdToken(idToken);
      if (!decoded.email) throw new Error('The sign-in has no email address');
      return {
        uid: decoded.uid,
        email: decoded.email.toLowerCase(),
        name: decoded.name as string | undefined,
        picture: decoded.picture,
        signInProvider: decoded.firebase.sign_in_provider,
        emailVerified: decoded.email_verified === true,
      };
    },
    async signInExists(uid) {
      return auth.getUser(uid).then(
        () => true,
        (error: { code?: string }) => {
          if (isUserNotFound(error)) return false;
          throw error;
        },
      );
    },
    async deleteAccount(uid) {
      await auth.deleteUser(uid).catch((error: { code?: string }) => {
        if (!isUserNotFound(error)) throw error;
      });
    },
  };
}
