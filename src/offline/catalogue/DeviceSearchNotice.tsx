import { Link } from 'react-router-dom';
import './device-search-notice.css';

/** Above results the device found by itself: how much it looked through, or that there is nothing to look through. */
export default function DeviceSearchNotice({ listings }: { listings: number }) {
  if (listings === 0) {
    return (
      <p className="device-search-notice" role="status">
        <strong>Nothing is saved on this phone to search yet.</strong> With a connection, save a category, a search or
        the whole catalogue from <Link to="/saved-for-offline">Saved for offline</Link>.
      </p>
    );
  }
  return (
    <p className="device-search-notice" role="status">
      Searching {listings} {listings === 1 ? 'listing' : 'listings'} saved on this phone
    </p>
  );
}
