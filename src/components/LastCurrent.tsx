import { useEffect, useState } from 'react';
import { useOnlineStatus } from '@/lib/online-status';
import { timeAgo } from '@/lib/time-ago';
import './last-current.css';

const TICK_MS = 30_000;

/**
 * Under a screen that follows the deal live: while offline, or while the server cannot be reached, when what it
 * shows was last current ("Offline: up to date as of 21:04, 3 minutes ago"). Nothing while it keeps up.
 */
export default function LastCurrent({ updatedAt, failing }: { updatedAt: number; failing: boolean }) {
  const online = useOnlineStatus();
  const [now, setNow] = useState(() => Date.now());
  const stale = !online || failing;
  useEffect(() => {
    if (!stale) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [stale]);
  if (!stale || updatedAt === 0) return null;
  const at = new Date(updatedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <p className="last-current" role="status">
      {online ? 'Cannot reach Shutterswap' : 'Offline'}: up to date as of {at}, {timeAgo(updatedAt, now)}.
    </p>
  );
}
