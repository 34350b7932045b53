import { acceptInstallOffer, useInstallOffered } from './install-offer';
import './install-app-button.css';

interface InstallAppButtonProps {
  /** `header`: beside the account corner on wide screens; `menu`: a full-width row in the phone's side menu. */
  placement: 'header' | 'menu';
}

/** "Install app", only while the browser offers installation (Chromium's beforeinstallprompt). */
export default function InstallAppButton({ placement }: InstallAppButtonProps) {
  const offered = useInstallOffered();
  if (!offered) return null;
  return (
    <button
      type="button"
      className={`install-app-button install-app-button--${placement}`}
      onClick={() => void acceptInstallOffer()}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3v12m0 0l-5-5m5 5l5-5M5 20h14" />
      </svg>
      <span className="install-app-button__label">Install app</span>
    </button>
  );
}
