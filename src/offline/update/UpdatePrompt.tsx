import { reloadIntoUpdate, useUpdateAvailable } from './update-store';
import './update-prompt.css';

/**
 * "Update available": stays until the user reloads (a new version is never forced on a half-filled form), and
 * comes back on every page of this version, so nobody is left on an old one.
 */
export default function UpdatePrompt() {
  const updateAvailable = useUpdateAvailable();
  if (!updateAvailable) return null;
  return (
    <aside className="update-prompt" aria-labelledby="update-prompt-title">
      <p className="update-prompt__text">
        <strong id="update-prompt-title">Update available</strong>
        <span>A new version of Shutterswap is ready.</span>
      </p>
      <button type="button" className="ss-button update-prompt__button" onClick={reloadIntoUpdate}>
        Reload
      </button>
    </aside>
  );
}
