export interface EmulatorGoogleAccount {
  email: string;
  name: string;
}

/**
 * The Firebase Auth Emulator accepts an unsigned JSON "Google ID token" (docs/design.md), so Google sign-in works
 * offline. The subject is derived from the email, so the same address is the same Google account every time.
 */
export function emulatorGoogleIdToken({ email, name }: EmulatorGoogleAccount): string {
  const normalisedEmail = email.trim().toLowerCase();
  return JSON.stringify({
    sub: `emulated-google-${normalisedEmail}`,
    email: normalisedEmail,
    email_verified: true,
    name: name.trim() || normalisedEmail.split('@')[0],
  });
}
