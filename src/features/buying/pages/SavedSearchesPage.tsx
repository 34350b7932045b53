import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import ButtonLink from '@/components/ButtonLink';
import ListView from '@/components/ListView';
import StateMessage from '@/components/StateMessage';
import TableRowsSkeleton from '@/components/TableRowsSkeleton';
import type { SavedSearch } from '@contract/saved-searches';
import { deleteSavedSearch, savedSearchesQueryKey, savedSearchesQueryOptions } from '@/lib/saved-searches';
import { useOptimisticRemoval } from '@/lib/use-optimistic-removal';
import SavedSearchList from '../components/saved-searches/SavedSearchList';

/** /dashboard/saved-searches (buyer): the searches they are told about, each to run again or delete. */
export default function SavedSearchesPage() {
  const query = useQuery(savedSearchesQueryOptions());
  const removal = useOptimisticRemoval({
    listKey: savedSearchesQueryKey,
    request: deleteSavedSearch,
    isRemoved: (search: SavedSearch, id: string) => search._id === id,
  });
  const remove = (search: SavedSearch) =>
    removal.mutate(search._id, {
      onSuccess: () => toast.success(`Deleted “${search.label}”`),
      onError: (error) => toast.error(error.message),
    });

  return (
    <>
      <h1 className="page-heading">Saved Searches</h1>
      <p className="saved-searches__intro">
        Each new listing a saved search finds shows in your notifications, and on your phone when you turn notifications
        on.
      </p>
      <ListView
        query={query}
        skeleton={<TableRowsSkeleton label="Loading your saved searches…" rows={3} lines={1} />}
        errorTitle="Could not load your saved searches"
        empty={
          <StateMessage
            title="No saved searches yet"
            detail="Search for the gear you are after, then tap Save search: you will hear of each new listing it finds."
            action={<ButtonLink to="/products">Search the inventory</ButtonLink>}
          />
        }
      >
        {(searches) => <SavedSearchList searches={searches} onDelete={remove} />}
      </ListView>
    </>
  );
}
