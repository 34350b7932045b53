import type { ListingDraftBinding } from '../hooks/use-listing-draft';

interface ListingDraftNoticeProps {
  draft: ListingDraftBinding;
  /** Nothing typed and no photo: there is no draft to speak of. */
  empty: boolean;
  /** Photos still uploading or failed: a draft keeps only uploaded ones. */
  photosNotKept: number;
  onDiscard: () => void;
}

function draftState({ saveFailed }: ListingDraftBinding, photosNotKept: number): string {
  if (saveFailed) return 'This device could not keep your draft: its storage is full or turned off.';
  if (photosNotKept === 0) return 'Saved on this device as you type.';
  return photosNotKept === 1
    ? 'Saved on this device as you type; the photo not uploaded yet joins the draft once uploaded.'
    : `Saved on this device as you type; the ${photosNotKept} photos not uploaded yet join the draft once uploaded.`;
}

/** Above the Add a Product form: the draft kept on the device, restored from last time, and a way to drop it. */
export default function ListingDraftNotice({ draft, empty, photosNotKept, onDiscard }: ListingDraftNoticeProps) {
  if (!draft.available) return null;
  const restored = draft.restored !== null;
  if (!restored && empty && photosNotKept === 0) return null;
  return (
    <div className={restored ? 'listing-draft listing-draft--restored' : 'listing-draft'}>
      <p className="listing-draft__text" role="status">
        {restored ? (
          <>
            <strong>Draft restored.</strong> What you wrote last time is back.{' '}
          </>
        ) : null}
        {draftState(draft, photosNotKept)}
      </p>
      {restored || !empty ? (
        <button type="button" className="ss-button ss-button--ghost listing-draft__discard" onClick={onDiscard}>
          Discard draft
        </button>
      ) : null}
    </div>
  );
}
