import { describe, expect, it } from 'vitest';
import { isIosSafari } from '@/offline/install/ios-install-hint';
import { offlineBannerDetail } from '@/offline/network/offline-banner-text';

describe('the offline banner', () => {
  it('says saved pages work, or that this one was never opened', () => {
    expect(offlineBannerDetail({ pageNeverOpened: false, waiting: [] })).toBe(
      'Pages you have opened or saved for offline still work.',
    );
    expect(offlineBannerDetail({ pageNeverOpened: true, waiting: [] })).toMatch(
      /^You are offline and this was never opened before/,
    );
  });

  it('counts what waits to be sent', () => {
    expect(offlineBannerDetail({ pageNeverOpened: false, waiting: ['1 order'] })).toMatch(/1 order waits to be sent/);
    expect(offlineBannerDetail({ pageNeverOpened: false, waiting: ['2 orders', '1 newsletter sign-up'] })).toMatch(
      /2 orders and 1 newsletter sign-up wait to be sent/,
    );
  });
});

describe('the iOS install hint', () => {
  const iphoneSafari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  const iphoneChrome =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
  const ipadDesktopMode =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
  const androidChrome =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

  it('is for Safari on iPhone and iPad only (other browsers and platforms have their own install)', () => {
    expect(isIosSafari(iphoneSafari, 5)).toBe(true);
    expect(isIosSafari(ipadDesktopMode, 5)).toBe(true);
    expect(isIosSafari(ipadDesktopMode, 0)).toBe(false);
    expect(isIosSafari(iphoneChrome, 5)).toBe(false);
    expect(isIosSafari(androidChrome, 5)).toBe(false);
  });
});
