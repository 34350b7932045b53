import { useId } from 'react';
import toast from 'react-hot-toast';
import { formatBytes } from '@/lib/byte-size';
import { writePhotoCapMb } from '@device-catalogue/photo-store';
import { readStorageReport } from './storage-report';
import { useDeviceCatalogue } from './use-device-catalogue';
import './saved-offline.css';

const CAP_CHOICES_MB = [50, 100, 200, 500, 1000];
const MB = 1024 * 1024;

const capLabel = (mb: number) => (mb >= 1000 ? `${mb / 1000} GB` : `${mb} MB`);

/**
 * How much room the offline catalogue takes: the saved photos against the cap the user chose (the least recently
 * viewed go first past it; waiting listings' photos never count), and the whole site against what the browser
 * allows it.
 */
export default function StorageMeter() {
  const report = useDeviceCatalogue(readStorageReport);
  const capId = useId();
  if (!report) return <p className="storage-meter__loading">Measuring the storage used…</p>;

  const changeCap = (mb: number) =>
    void writePhotoCapMb(mb).then(
      () => toast.success(`Saved photos now keep to ${capLabel(mb)}`),
      () => toast.error('The new limit could not be saved. Please try again.'),
    );

  return (
    <section className="storage-meter" aria-labelledby={`${capId}-title`}>
      <h2 id={`${capId}-title`} className="saved-offline__section-title">
        Storage on this device
      </h2>
      <p className="storage-meter__line">
        Photos saved for offline: <strong>{formatBytes(report.photoBytes)}</strong> of {capLabel(report.capMb)} (
        {report.photoCount} {report.photoCount === 1 ? 'photo' : 'photos'})
      </p>
      <meter
        className="storage-meter__bar"
        min={0}
        max={report.capMb * MB}
        value={Math.min(report.photoBytes, report.capMb * MB)}
        aria-label="Photos saved for offline, against the limit"
      />
      <label className="storage-meter__cap" htmlFor={capId}>
        Keep at most{' '}
        <select id={capId} value={report.capMb} onChange={(event) => changeCap(Number(event.target.value))}>
          {[...new Set([...CAP_CHOICES_MB, report.capMb])]
            .sort((a, b) => a - b)
            .map((mb) => (
              <option key={mb} value={mb}>
                {capLabel(mb)}
              </option>
            ))}
        </select>{' '}
        of photos. Past it, the photos of the listings you looked at least recently go first.
      </label>
      <p className="storage-meter__line">
        Listings on this device (saved or seen): <strong>{report.listings}</strong>
      </p>
      {report.estimate ? (
        <p className="storage-meter__line">
          Shutterswap uses {formatBytes(report.estimate.usage)} of the {formatBytes(report.estimate.quota)} this browser
          allows it.
        </p>
      ) : null}
    </section>
  );
}
