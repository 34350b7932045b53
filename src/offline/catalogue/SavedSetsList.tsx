import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useOnlineStatus } from '@/lib/online-status';
import { timeAgo } from '@/lib/time-ago';
import { removeSavedSet } from '@device-catalogue/saved-set-lifecycle';
import { readSavedSets, type SavedSet } from '@device-catalogue/saved-sets';
import { cancelDownload, startDownload, useDownloads, type DownloadJob } from './download-manager';
import DownloadProgress from './DownloadProgress';
import { pageOfSavedSet } from './saved-set-page';
import { useDeviceCatalogue } from './use-device-catalogue';
import './saved-offline.css';

function SavedSetRow({ saved, job }: { saved: SavedSet | undefined; job: DownloadJob | undefined }) {
  const online = useOnlineStatus();
  const label = saved?.label ?? job?.label ?? '';
  const running = job !== undefined && job.state !== 'failed';
  const again = job?.error ? 'Try again' : 'Update now';
  const remove = (set: SavedSet) =>
    void removeSavedSet(set.id).then(
      () => toast.success(`${set.label} is no longer saved on this device`),
      () => toast.error(`${set.label} could not be removed. Please try again.`),
    );
  return (
    <li className="saved-set">
      <div className="saved-set__about">
        <h3 className="saved-set__label">{saved ? <Link to={pageOfSavedSet(saved.scope)}>{label}</Link> : label}</h3>
        {saved ? (
          <p className="saved-set__meta">
            {saved.listingIds.length} {saved.listingIds.length === 1 ? 'listing' : 'listings'} · saved{' '}
            {timeAgo(saved.refreshedAt)}
            {saved.photosSkipped > 0
              ? ` · ${saved.photosSkipped} ${saved.photosSkipped === 1 ? 'photo' : 'photos'} left out by the storage limit`
              : null}
          </p>
        ) : null}
        {running ? <DownloadProgress job={job} /> : null}
        {job?.error ? (
          <p className="saved-set__error" role="alert">
            {job.error}
          </p>
        ) : null}
      </div>
      <div className="saved-set__actions">
        {running ? (
          <button type="button" className="ss-button ss-button--ghost" onClick={() => cancelDownload(job.id)}>
            Cancel
          </button>
        ) : (
          <>
            <button
              type="button"
              className="ss-button ss-button--ghost"
              disabled={!online}
              aria-label={`${again}: ${label}`}
              onClick={() => startDownload(saved?.scope ?? job!.scope, label)}
            >
              {again}
            </button>
            {saved ? (
              <button
                type="button"
                className="ss-button ss-button--ghost saved-set__remove"
                aria-label={`Remove ${label} from this device`}
                onClick={() => remove(saved)}
              >
                Remove
              </button>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}

/** The sets saved on this device, and those on their way, each with its age and its actions. */
export default function SavedSetsList({ empty }: { empty: ReactNode }) {
  const savedSets = useDeviceCatalogue(readSavedSets);
  const jobs = useDownloads();
  if (!savedSets) return <p className="saved-offline__loading">Reading what is saved on this device…</p>;
  const ids = [...new Set([...jobs.map((job) => job.id), ...savedSets.map((saved) => saved.id)])];
  if (ids.length === 0) return <>{empty}</>;
  return (
    <ul className="saved-sets" aria-label="Saved for offline">
      {ids.map((id) => (
        <SavedSetRow
          key={id}
          saved={savedSets.find((saved) => saved.id === id)}
          job={jobs.find((job) => job.id === id)}
        />
      ))}
    </ul>
  );
}
