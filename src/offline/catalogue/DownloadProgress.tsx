import { formatBytes } from '@/lib/byte-size';
import type { DownloadJob } from './download-manager';

/** A download's progress: a bar of listings, and "12 of 163 listings · 3.4 MB". */
export default function DownloadProgress({ job }: { job: DownloadJob }) {
  const { progress } = job;
  const total = progress?.listingsTotal ?? null;
  const done = progress?.listingsDone ?? 0;
  const counted = total === null ? 'Starting…' : `${done} of ${total} ${total === 1 ? 'listing' : 'listings'}`;
  return (
    <div className="download-progress">
      <progress
        className="download-progress__bar"
        max={total ?? 1}
        value={total === null ? undefined : done}
        aria-label={`Saving ${job.label} for offline`}
      />
      <p className="download-progress__text" aria-live="polite">
        {job.state === 'queued' ? 'Waiting for the download before it…' : counted}
        {progress && progress.bytes > 0 ? ` · ${formatBytes(progress.bytes)}` : null}
      </p>
    </div>
  );
}
