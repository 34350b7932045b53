import { useEffect, useState } from 'react';
import { rememberIosInstallHintSeen, shouldShowIosInstallHint } from './ios-install-hint';
import './ios-install-hint.css';

/** Once, on iPhone and iPad Safari: how to put Shutterswap on the home screen (Share, then Add to Home Screen). */
export default function IosInstallHint() {
  const [visible, setVisible] = useState(shouldShowIosInstallHint);

  useEffect(() => {
    if (visible) rememberIosInstallHintSeen();
  }, [visible]);

  if (!visible) return null;
  return (
    <aside className="ios-install-hint" aria-labelledby="ios-install-hint-title">
      <p className="ios-install-hint__text">
        <strong id="ios-install-hint-title">Install Shutterswap</strong>
        <span>
          Tap{' '}
          <svg viewBox="0 0 24 24" role="img" aria-label="Share" focusable="false">
            <path d="M12 3v12M7 8l5-5 5 5M6 12H5v9h14v-9h-1" />
          </svg>{' '}
          Share, then <b>Add to Home Screen</b>. It works at the fair with no signal.
        </span>
      </p>
      <button type="button" className="ios-install-hint__close" aria-label="Close" onClick={() => setVisible(false)}>
        ×
      </button>
    </aside>
  );
}
