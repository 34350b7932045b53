import { useOnlineStatus } from '@/lib/online-status';
import { OFFLINE_TITLE, offlineBannerDetail } from './offline-banner-text';
import { useOfflineSituation } from './use-offline-situation';
import './offline-banner.css';

function OfflineBannerContent() {
  const detail = offlineBannerDetail(useOfflineSituation());
  return (
    <>
      <svg className="offline-banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0" />
        <circle cx="12" cy="19" r="1.2" />
        <path d="M3 3l18 18" />
      </svg>
      <p className="offline-banner__text">
        <strong>{OFFLINE_TITLE}.</strong> {detail}
      </p>
    </>
  );
}

/**
 * A clear notice under the header while the device has no connection. The live region is always there (empty
 * when online), so screen readers announce the change.
 */
export default function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div className={online ? 'offline-banner offline-banner--hidden' : 'offline-banner'} role="status">
      {online ? null : <OfflineBannerContent />}
    </div>
  );
}
