import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useOnlineStatus } from '@/lib/online-status';
import { pushState, turnPushOff, turnPushOn, type PushState } from '../lib/web-push';

const EXPLAIN: Record<PushState | 'offForAdmin', string> = {
  unsupported: 'This browser cannot show notifications from Shutterswap when the app is closed.',
  denied: 'Notifications are blocked for Shutterswap in this browser. Allow them in its site settings to turn them on.',
  off: 'Get a notification on this device when a buyer orders, a seller answers, a deal moves on, or a saved search finds new gear.',
  offForAdmin: 'Get a notification on this device when a buyer or a seller opens a dispute.',
  on: 'This device shows your Shutterswap notifications, even when the app is closed.',
};

/** Web Push on this device, where the browser has it and the user allows it. */
export default function PushToggle({ admin }: { admin: boolean }) {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnlineStatus();
  useEffect(() => {
    void pushState().then(setState, () => setState('unsupported'));
  }, []);
  if (state === null) return null;

  const toggle = async () => {
    setBusy(true);
    try {
      setState(await (state === 'on' ? turnPushOff() : turnPushOn()));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not change the notifications of this device.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="push-toggle" aria-label="Notifications on this device">
      <p>{EXPLAIN[state === 'off' && admin ? 'offForAdmin' : state]}</p>
      {state === 'on' || state === 'off' ? (
        <button
          type="button"
          className="ss-button ss-button--ghost"
          disabled={busy || !online}
          onClick={() => void toggle()}
        >
          {state === 'on' ? 'Turn off on this device' : 'Turn on for this device'}
        </button>
      ) : null}
    </section>
  );
}
