import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import SearchField from '@/components/SearchField';
import SearchIcon from '@/components/SearchIcon';
import { productsSearchPath, searchedWords } from '@/features/catalogue/lib/search-url';
import './header-search.css';

const LABEL = 'Search gear';

/**
 * The header's search: a field on wide screens; on phones and tablets a button that opens the field over the
 * header. Submitting starts a new search on the Products page (`/products?q=…`), a new history entry.
 */
export default function HeaderSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const currentQuery = searchedWords(location.pathname, location.search);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    openButtonRef.current?.focus();
  };

  const search = (q: string) => {
    setOpen(false);
    navigate(productsSearchPath(q));
  };

  return (
    <div className="header-search">
      <SearchField label={LABEL} value={currentQuery} onSearch={search} className="header-search__inline" />
      <button
        ref={openButtonRef}
        type="button"
        className="header-search__open"
        aria-label={LABEL}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SearchIcon size={22} />
      </button>
      {open ? (
        <div className="header-search__overlay">
          <button type="button" className="header-search__close" aria-label="Close search" onClick={close}>
            <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none">
              <path d="M15 5 8 12l7 7" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
          <SearchField
            label={LABEL}
            value={currentQuery}
            onSearch={search}
            inputRef={inputRef}
            onEscape={close}
            className="header-search__overlay-field"
          />
        </div>
      ) : null}
    </div>
  );
}
