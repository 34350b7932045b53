import { useId, useState, type FormEvent, type Ref } from 'react';
import { useSearchSuggestions } from '@/lib/search-suggestions';
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

  const suggestions = useSearchSuggestions(draft);

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
      <button type="submit" className="search-field__submit" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
