import StateMessage from '@/components/StateMessage';
import { readSavedSet, savedSetId, type SavedSetScope } from '@device-catalogue/saved-sets';
import { useDownload } from '@/offline/catalogue/download-manager';
import SavedSetsList from '@/offline/catalogue/SavedSetsList';
import SaveForOffline from '@/offline/catalogue/SaveForOffline';
import StorageMeter from '@/offline/catalogue/StorageMeter';
import { useDeviceCatalogue } from '@/offline/catalogue/use-device-catalogue';
import ButtonLink from '@/components/ButtonLink';

const WHOLE_CATALOGUE: SavedSetScope = { kind: 'catalogue' };
const WHOLE_CATALOGUE_ID = savedSetId(WHOLE_CATALOGUE);
const readWholeCatalogue = () => readSavedSet(WHOLE_CATALOGUE_ID);

/** The big button, until the whole catalogue is on its way or saved: then it is one of the list's rows. */
function WholeCatalogue() {
  const saved = useDeviceCatalogue(readWholeCatalogue);
  const job = useDownload(WHOLE_CATALOGUE_ID);
  if (saved || job) return <p className="saved-offline__note">It is listed below, with its progress or its age.</p>;
  return (
    <SaveForOffline scope={WHOLE_CATALOGUE} label="The whole catalogue" actionLabel="Download the whole catalogue" />
  );
}

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
      <WholeCatalogue />
      <h2 className="saved-offline__section-title">Saved on this device</h2>
      <SavedSetsList
        empty={
          <StateMessage
            title="Nothing saved yet"
            detail="Use “Save for offline” on a category, a search or a seller's listings, or download the whole catalogue above."
            action={<ButtonLink to="/products">Browse products</ButtonLink>}
          />
        }
      />
      <StorageMeter />
    </>
  );
}
