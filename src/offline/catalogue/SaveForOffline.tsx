import { useCallback } from 'react';
import { useOnlineStatus } from '@/lib/online-status';
import { timeAgo } from '@/lib/time-ago';
import { savedSetId, savedSetOf, type SavedSetScope } from '@device-catalogue/saved-sets';
import { cancelDownload, startDownload, useDownload } from './download-manager';
import DownloadProgress from './DownloadProgress';
import { useDeviceCatalogue } from './use-device-catalogue';
import './save-for-offline.css';

interface SaveForOfflineProps {
  scope: SavedSetScope;
  /** How the set is named on Saved for offline: "Film", "Anna Analog's listings". */
  label: string;
  /** The button's words before it is saved (default "Save for offline"). */
  actionLabel?: string;
}

/**
 * "Save for offline" for a category, a search or a seller's listings (or the whole catalogue): the download's
 * progress with Cancel while it runs, then when it was saved, with a way to bring it up to date.
 */
export default function SaveForOffline({ scope, label, actionLabel = 'Save for offline' }: SaveForOfflineProps) {
  const askedId = savedSetId(scope);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope is read anew only when its id changes
  const saved = useDeviceCatalogue(useCallback(() => savedSetOf(scope), [askedId]));
  const id = saved?.id ?? askedId;
  const job = useDownload(id);
  const online = useOnlineStatus();
  const download = () => startDownload(saved?.scope ?? scope, label);

  if (job && job.state !== 'failed') {
    return (
      <div className="save-offline" role="group" aria-label={`Saving ${label} for offline`}>
        <DownloadProgress job={job} />
        <button type="button" className="ss-button ss-button--ghost" onClick={() => cancelDownload(id)}>
          Cancel
        </button>
      </div>
    );
  }
  return (
    <div className="save-offline" role="group" aria-label={`${label} offline`}>
      {job?.error ? (
        <p className="save-offline__error" role="alert">
          {job.error}
        </p>
      ) : null}
      {saved ? (
        <p className="save-offline__saved">
          <span className="save-offline__tick" aria-hidden="true">
            ✓
          </span>{' '}
          Saved for offline · {saved.listingIds.length} {saved.listingIds.length === 1 ? 'listing' : 'listings'} · saved{' '}
          {timeAgo(saved.refreshedAt)}
        </p>
      ) : null}
      <button
        type="button"
        className={saved ? 'ss-button ss-button--ghost' : 'ss-button'}
        disabled={!online}
        aria-describedby={online ? undefined : `${id}-offline-note`}
        onClick={download}
      >
        {job?.error ? 'Try again' : saved ? 'Update now' : actionLabel}
      </button>
      {online ? null : (
        <p id={`${id}-offline-note`} className="save-offline__note">
          Saving for offline needs a connection.
        </p>
      )}
    </div>
  );
}
