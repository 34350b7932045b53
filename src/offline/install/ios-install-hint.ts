import { APP_STORAGE_PREFIX } from '@/lib/app-storage-prefix';

/** Safari on iPhone and iPad has no install prompt: people add the app from the Share menu. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const appleMobile = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return appleMobile && !otherBrowser && /Safari/.test(userAgent);
}

export const IOS_HINT_SEEN_KEY = `${APP_STORAGE_PREFIX}ios-install-hint-seen`;

/** The hint is shown once: not inside the installed app, not after it was seen. */
export function shouldShowIosInstallHint(): boolean {
  try {
    if (localStorage.getItem(IOS_HINT_SEEN_KEY)) return false;
  } catch {
    return false;
  }
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return !standalone && isIosSafari(navigator.userAgent, navigator.maxTouchPoints);
}

export function rememberIosInstallHintSeen(): void {
  try {
    localStorage.setItem(IOS_HINT_SEEN_KEY, '1');
  } catch {
    // Without storage the hint may come back next time: harmless.
  }
}
