import { Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '@/lib/session/use-sign-out';
import { discardQueuedWrite, useWaitingWrites } from '@/offline/outbox/queued-writes';
import { lazyChunk } from '@/lib/lazy-chunk';

// Only asked when writes are waiting, so the dialog stays off the first page.
const ConfirmDialog = lazyChunk(() => import('@/components/ConfirmDialog'));

/** Spelt right, unlike the first version's label (docs/design.md "What we keep"). */
export const LOGOUT_LABEL = 'Logout';

/** "2 orders are waiting to be sent", "1 order and 1 report are waiting to be sent". */
export function waitingQuestion(parts: string[], total: number): string {
  return `${parts.join(' and ')} ${total === 1 ? 'is' : 'are'} waiting to be sent`;
}

/**
 * Logout: session, token and cached personal data gone, the spec's toast, then home. Writes of this user still
 * waiting in the outbox are never dropped unasked: keep them (sent when they sign in again) or discard them.
 */
export default function LogoutButton({ className, onLogout }: { className: string; onLogout?: () => void }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const waiting = useWaitingWrites();
  const [asking, setAsking] = useState(false);

  const logOut = () => {
    setAsking(false);
    onLogout?.();
    void signOut();
    toast.success('You Have Logged Out');
    navigate('/');
  };
  const discardAndLogOut = async () => {
    await Promise.all(waiting.ids.map((id) => discardQueuedWrite(id)));
    logOut();
  };

  return (
    <>
      <button type="button" className={className} onClick={() => (waiting.ids.length > 0 ? setAsking(true) : logOut())}>
        {LOGOUT_LABEL}
      </button>
      {/* In the body: the side menu holding the button closes (and hides its content) as it is pressed. */}
      {asking
        ? createPortal(
            <Suspense fallback={null}>
              <ConfirmDialog
                open
                question={waitingQuestion(waiting.described, waiting.ids.length)}
                detail="They have not reached Shutterswap yet. Keep them to send them when you sign in again on this device, or discard them."
                confirmLabel="Discard"
                onConfirm={() => void discardAndLogOut()}
                alternative={{ label: 'Keep and send later', onSelect: logOut }}
                onCancel={() => setAsking(false)}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
