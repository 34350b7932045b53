import { useId } from 'react';
import { canBuy, canSell } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import { useOnlineStatus } from '@/lib/online-status';
import { useStartSelling } from '../api/start-selling';
import './start-selling.css';

/** For an account that buys but does not sell yet: turn selling on, which an admin then verifies (issue 30). */
export default function StartSelling() {
  const { user } = useSession();
  const titleId = useId();
  const online = useOnlineStatus();
  const start = useStartSelling();
  if (!canBuy(user) || canSell(user)) return null;
  return (
    <section className="start-selling" aria-labelledby={titleId}>
      <h2 id={titleId} className="start-selling__title">
        Have gear to sell?
      </h2>
      <p className="start-selling__text">
        Turn on selling to list cameras, lenses and accessories from this account; you keep buying as before. Your
        listings go on sale at once, and an admin verifies you before you can advertise them.
      </p>
      <button type="button" className="ss-button" onClick={() => start.mutate()} disabled={start.isPending || !online}>
        {start.isPending ? 'Turning on selling…' : 'Start selling'}
      </button>
      {online ? null : <p className="start-selling__text">Connect to the internet to turn on selling.</p>}
    </section>
  );
}
