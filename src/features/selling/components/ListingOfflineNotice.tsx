import { useOnlineStatus } from '@/lib/online-status';

interface ListingOfflineNoticeProps {
  /** Add a Product: the listing is kept on the phone and published later. */
  worksOffline: boolean;
  /** What needs the connection otherwise ("Saving"). */
  networkAction: string;
}

/** At the top of the listing form while there is no connection: what the seller can still do. */
export default function ListingOfflineNotice({ worksOffline, networkAction }: ListingOfflineNoticeProps) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p className="listing-form__offline" role="status">
      <strong>You&apos;re offline.</strong>{' '}
      {worksOffline ? (
        <>
          You can still add this product: it is saved on this phone with its photos as “Waiting to publish”, and
          published when you&apos;re back online.
        </>
      ) : (
        <>{networkAction} needs a connection. Keep writing, with this page open: nothing you typed is lost.</>
      )}
    </p>
  );
}
