import { useState } from 'react';
import type { FirebaseAuthHandle } from '@/lib/firebase';
import type { useAuthAction } from '../hooks/use-auth-action';
import type { EmulatorGoogleAccount } from '../lib/emulator-google-credential';
import { signInWithGoogle } from '../lib/sign-in-with-google';
import EmulatorGoogleDialog from './EmulatorGoogleDialog';
import GoogleButton from './GoogleButton';

interface GoogleSignInProps {
  loadFirebase: () => Promise<FirebaseAuthHandle>;
  firebase: FirebaseAuthHandle | null;
  action: ReturnType<typeof useAuthAction>;
  onSignedIn: () => void;
}

/** "Continue with Google": Google's popup with a real Firebase project, an account prompt with the emulator. */
export default function GoogleSignIn({ loadFirebase, firebase, action, onSignedIn }: GoogleSignInProps) {
  const [choosingEmulatorAccount, setChoosingEmulatorAccount] = useState(false);

  const signIn = async (handle: FirebaseAuthHandle, account?: EmulatorGoogleAccount) => {
    await signInWithGoogle(handle, account);
    onSignedIn();
  };

  const start = () =>
    action.run(async () => {
      // Called straight from the click when Firebase is ready, so the browser lets the popup open.
      const handle = firebase ?? (await loadFirebase());
      if (handle.usesEmulator) setChoosingEmulatorAccount(true);
      else await signIn(handle);
    });

  const chooseEmulatorAccount = (account: EmulatorGoogleAccount) => {
    setChoosingEmulatorAccount(false);
    void action.run(async () => signIn(firebase ?? (await loadFirebase()), account));
  };

  return (
    <>
      <GoogleButton onClick={() => void start()} disabled={action.pending} />
      <EmulatorGoogleDialog
        open={choosingEmulatorAccount}
        onChoose={chooseEmulatorAccount}
        onCancel={() => setChoosingEmulatorAccount(false)}
      />
    </>
  );
}
