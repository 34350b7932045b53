import { useId, useState, type FormEvent, type Ref } from 'react';
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

/** A search form: the field and a submit button. Enter or the button runs the search. */
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
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    // A new search from elsewhere (back button, a chip, the other field) replaces what was typed.
    setShownValue(value);
    setDraft(value);
  }

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
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onEscape) onEscape();
        }}
      />
      <button type="submit" className="search-field__submit" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
