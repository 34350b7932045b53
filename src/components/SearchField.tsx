import { Suspense, useId, useState, type FormEvent, type Ref } from 'react';
import { lazyChunk } from '@/lib/lazy-chunk';
import SearchIcon from './SearchIcon';
import './search-field.css';

interface SearchFieldProps {
  /** The accessible name of the field, e.g. "Search gear". */
  label: string;
  /** The words currently searched for; the field shows them again whenever they change. */
  value: string;
  onSearch: (q: string) => void;
  placeholder?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  onEscape?: () => void;
}

// The suggestions' code (a query, the brand list) loads when a field is first focused, not with the first page.
const SearchSuggestions = lazyChunk(() => import('./SearchSuggestions'));

/**
 * A search form: the field and a submit button. Enter or the button runs the search. While typing, the browser's
 * own list offers makers and models (a <datalist>); picking one searches for it at once.
 */
export default function SearchField({
  label,
  value,
  onSearch,
  placeholder = 'Cameras, lenses, brands…',
  className,
  inputRef,
  onEscape,
}: SearchFieldProps) {
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // A new search from elsewhere (back button, a chip, the other field) replaces what was typed.
    setShownValue(value);
    setDraft(value);
  }

  const [focused, setFocused] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form role="search" className={className ? `search-field ${className}` : 'search-field'} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className="search-field__input"
        value={draft}
        placeholder={placeholder}
        maxLength={100}
        enterKeyHint="search"
        autoComplete="off"
        list={listId}
        onFocus={() => setFocused(true)}
        onChange={(event) => {
          setDraft(event.target.value);
          // A suggestion picked from the list (not typed): search for it.
          const native = event.nativeEvent as InputEvent;
          if (native.inputType === 'insertReplacementText' || native.inputType === undefined) {
            if (suggestions.includes(event.target.value)) onSearch(event.target.value);
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onEscape) onEscape();
        }}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      {focused ? (
        <Suspense fallback={null}>
          <SearchSuggestions typed={draft} onOffered={setSuggestions} />
        </Suspense>
      ) : null}
      <button type="submit" className="search-field__submit" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
