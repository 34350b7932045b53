import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router-dom';
import { SITE_ROUTES } from '@contract/site-routes';
import { useOnlineStatus } from '@/lib/online-status';
import { canBuy } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import { loginPath } from '@/lib/session/login-return';

interface SaveSearchProps {
  /** The search's words and filters, as the results page's query string. */
  query: string;
  label: string;
}

/**
 * "Save search": the buyer is told (in Notifications, and by push where allowed) of each new listing this search
 * finds. A visitor is led to log in and back; an admin, who cannot buy, is not offered it.
 */
export default function SaveSearch({ query, label }: SaveSearchProps) {
  const { user } = useSession();
  const location = useLocation();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const [savedQuery, setSavedQuery] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!user) {
    return (
      <Link to={loginPath(location)} className="ss-button ss-button--ghost save-search">
        Log in to save this search
      </Link>
    );
  }
  if (!canBuy(user)) return null;
  if (savedQuery === query) {
    return (
      <p className="save-search save-search--saved" role="status">
        <span className="save-search__tick" aria-hidden="true">
          ✓
        </span>{' '}
        Search saved: new listings it finds show in your notifications.{' '}
        <Link to={SITE_ROUTES.savedSearches.path}>Saved searches</Link>
      </p>
    );
  }

  const save = async () => {
    setSaving(true);
    try {
      // Loaded on the first tap: the request's schemas are not needed to show results.
      const { saveSearch } = await import('@/lib/saved-searches');
      await saveSearch(queryClient, { query, label });
      setSavedQuery(query);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The search could not be saved; please try again');
    } finally {
      setSaving(false);
    }
  };
  return (
    <button
      type="button"
      className="ss-button ss-button--ghost save-search"
      disabled={!online || saving}
      title={online ? undefined : 'Saving a search needs a connection'}
      onClick={() => void save()}
    >
      {saving ? 'Saving…' : online ? 'Save search' : 'Save search (needs a connection)'}
    </button>
  );
}
