import { useWaitingForNetwork } from '@/lib/waiting-for-network';
import StateMessage from './StateMessage';

/**
 * What a screen shows when its first read found no network (or none that answers) and the phone has nothing saved
 * for it: it says so, and loads by itself when the connection returns, rather than a skeleton waiting for ever.
 */
export default function WaitingForNetwork({ onRetry }: { onRetry: () => void }) {
  useWaitingForNetwork();
  return (
    <StateMessage
      title="Waiting for the network"
      detail="This was never opened on this phone, so nothing is saved here to show. It loads by itself when the connection returns."
      action={
        <button type="button" className="ss-button ss-button--ghost" onClick={onRetry}>
          Try again
        </button>
      }
    />
  );
}
