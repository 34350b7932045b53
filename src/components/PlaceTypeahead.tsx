import { useQuery } from '@tanstack/react-query';
import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import type { Place } from '@contract/places';
import { placesQuery } from '../lib/places-query';
import { useSettledValue } from '../lib/use-settled-value';
import './place-typeahead.css';

/** Letters typed before cities are suggested, and the pause after the last one. */
const MIN_LETTERS = 2;
const TYPING_PAUSE_MS = 200;

interface PlaceTypeaheadProps {
  /** The input's own attributes (a form's binding with its ref, the label's id, a placeholder): it stays the form's. */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  onPick: (place: Place) => void;
}

/**
 * A text input that suggests cities as one types (the ARIA combobox pattern: arrows move, Enter picks, Escape
 * closes). What is typed stays as typed until a suggestion is picked.
 */
export default function PlaceTypeahead({ input, onPick }: PlaceTypeaheadProps) {
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const asked = useSettledValue(typed.trim(), TYPING_PAUSE_MS);

  const suggestions = useQuery({ ...placesQuery(asked), enabled: asked.length >= MIN_LETTERS });
  const places = asked.length >= MIN_LETTERS ? (suggestions.data ?? []) : [];
  const expanded = open && places.length > 0;

  const pick = (place: Place) => {
    onPick(place);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    input.onKeyDown?.(event);
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + places.length) % places.length);
    } else if (event.key === 'Enter' && places[active]) {
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="place-typeahead">
      <input
        {...input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        onInput={(event) => {
          input.onInput?.(event);
          setTyped(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          input.onBlur?.(event);
          setOpen(false);
        }}
      />
      <ul id={listId} role="listbox" className="place-typeahead__list" hidden={!expanded}>
        {places.map((place, index) => (
          <li
            key={place.label}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="place-typeahead__option"
            // Keeps the focus in the input, so the pick does not count as leaving it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
          >
            {place.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
