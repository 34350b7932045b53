import { Link } from 'react-router-dom';
import type { SavedSearch } from '@contract/saved-searches';
import { timeAgo } from '@/lib/time-ago';
import './saved-search-list.css';

interface SavedSearchListProps {
  searches: SavedSearch[];
  onDelete: (search: SavedSearch) => void;
}

/** Each saved search leads to its results as they are now, with its own Delete. */
export default function SavedSearchList({ searches, onDelete }: SavedSearchListProps) {
  return (
    <ul className="saved-searches" aria-label="Your saved searches">
      {searches.map((search) => (
        <li key={search._id} className="saved-search">
          <div className="saved-search__text">
            <Link to={`/products?${search.query}`} className="saved-search__link">
              {search.label}
            </Link>
            <span className="saved-search__when">Saved {timeAgo(search.createdAt)}</span>
          </div>
          <button
            type="button"
            className="ss-button ss-button--ghost"
            aria-label={`Delete the saved search ${search.label}`}
            onClick={() => onDelete(search)}
          >
            Delete
          </button>
        </li>
      ))}
    </ul>
  );
}
