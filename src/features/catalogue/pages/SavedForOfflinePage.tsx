import { Link } from 'react-router-dom';
import StateMessage from '@/components/StateMessage';
import SavedSetsList from '@/offline/catalogue/SavedSetsList';
import SaveForOffline from '@/offline/catalogue/SaveForOffline';
import StorageMeter from '@/offline/catalogue/StorageMeter';

/**
 * /saved-for-offline: download the whole catalogue, see what this device keeps for a hall with no signal (with
 * its age, to update or remove), and how much room it takes.
 */
export default function SavedForOfflinePage() {
  return (
    <>
      <h1 className="page-heading">Saved for offline</h1>
      <p className="saved-offline__intro">
        Going somewhere without signal, like a camera fair? Saved listings open with their photos and can be searched
        with no connection. They are brought up to date whenever the app opens online.
      </p>
      <h2 className="saved-offline__section-title">The whole catalogue</h2>
      <SaveForOffline
        scope={{ kind: 'catalogue' }}
        label="The whole catalogue"
        actionLabel="Download the whole catalogue"
      />
      <h2 className="saved-offline__section-title">Saved on this device</h2>
      <SavedSetsList
        empty={
          <StateMessage
            title="Nothing saved yet"
            detail="Use “Save for offline” on a category, a search or a seller's listings, or download the whole catalogue above."
            action={
              <Link to="/products" className="ss-button">
                Browse products
              </Link>
            }
          />
        }
      />
      <StorageMeter />
    </>
  );
}
