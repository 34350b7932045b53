import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router-dom';
import { SITE_ROUTES } from '@contract/site-routes';
import { canBuy } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import { loginPath } from '@/lib/session/login-return';

interface SaveSearchProps {
  /** The search's words and filters, as the results page's query string. */
  query: string;
  label: string;
}

/** What became of the last tap: saved on the server, or kept on this phone until the connection is back. */
type Saved = { query: string; on: 'server' | 'phone' };

/**
 * "Save search": the buyer is told (in Notifications, and by push where allowed) of each new listing this search
 * finds. With no signal it waits on the phone like every write and is saved once the connection is back. A visitor is
 * led to log in and back; an admin, who cannot buy, is not offered it.
 */
export default function SaveSearch({ query, label }: SaveSearchProps) {
  const { user } = useSession();
  const location = useLocation();
  const [saved, setSaved] = useState<Saved | null>(null);
  const [saving, setSaving] = useState(false);

  if (!user) {
    return (
      <Link to={loginPath(location)} className="ss-button ss-button--ghost save-search">
        Log in to save this search
      </Link>
    );
  }
  if (!canBuy(user)) return null;
  if (saved?.query === query) {
    return (
      <p className="save-search save-search--saved" role="status">
        {saved.on === 'server' ? (
          <>
            <span className="save-search__tick" aria-hidden="true">
              ✓
            </span>{' '}
            Search saved: new listings it finds show in your notifications.{' '}
            <Link to={SITE_ROUTES.savedSearches.path}>Saved searches</Link>
          </>
        ) : (
          'Search kept on this phone: it is saved when you are back online.'
        )}
      </p>
    );
  }

  const save = async () => {
    setSaving(true);
    try {
      // Loaded on the first tap: the outbox's front door and the answers' schemas are not needed to show results.
      const { queueWrite } = await import('@/offline/outbox/queue-write');
      const outcome = await queueWrite('saved-search', { query, label });
      if (outcome.result === 'refused') toast.error(outcome.message);
      else setSaved({ query, on: outcome.result === 'sent' ? 'server' : 'phone' });
    } catch {
      toast.error('The search could not be saved; please try again');
    } finally {
      setSaving(false);
    }
  };
  return (
    <button
      type="button"
      className="ss-button ss-button--ghost save-search"
      disabled={saving}
      onClick={() => void save()}
    >
      {saving ? 'Saving…' : 'Save search'}
    </button>
  );
}
