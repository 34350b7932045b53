import { useState } from 'react';
import { RADIUS_CHOICES_KM, DEFAULT_RADIUS_KM, roundCoordinate } from '@contract/places';
import PlaceTypeahead from '@/components/PlaceTypeahead';
import { MY_POSITION, withNear, type SearchFilters } from '@/features/catalogue/lib/search-filters';

interface DistanceFilterProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

type Locating = { state: 'idle' } | { state: 'asking' } | { state: 'failed'; message: string };

function positionMessage(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return 'Your position was not shared. Choose a city instead.';
  return 'Your position could not be found just now. Try again, or choose a city.';
}

/**
 * Listings near the buyer: their position (asked for only when they tap "Near me", rounded to about a kilometre) or a
 * city they choose, within a radius; choosing a point sorts nearest first.
 */
export default function DistanceFilter({ filters, onChange }: DistanceFilterProps) {
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });
  // The radius can be chosen before the point; the point then takes it.
  const [chosenRadius, setChosenRadius] = useState(filters.near?.radius ?? DEFAULT_RADIUS_KM);
  const radius = filters.near?.radius ?? chosenRadius;

  const nearMe = () => {
    if (!('geolocation' in navigator)) {
      setLocating({ state: 'failed', message: 'This browser cannot share its position. Choose a city instead.' });
      return;
    }
    setLocating({ state: 'asking' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating({ state: 'idle' });
        const point = { lat: roundCoordinate(coords.latitude), lng: roundCoordinate(coords.longitude) };
        onChange(withNear(filters, { ...point, radius, label: MY_POSITION }));
      },
      (error) => setLocating({ state: 'failed', message: positionMessage(error) }),
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  };

  return (
    <fieldset className="filter-group filter-distance">
      <legend className="filter-group__legend">Distance</legend>
      <div className="filter-distance__row">
        <button
          type="button"
          className="filter-distance__near-me"
          onClick={nearMe}
          disabled={locating.state === 'asking'}
          aria-pressed={filters.near?.label === MY_POSITION}
        >
          {locating.state === 'asking' ? 'Finding you…' : 'Near me'}
        </button>
        <label className="filter-distance__radius">
          <span className="visually-hidden">Radius</span>
          <select
            value={radius}
            onChange={(event) => {
              const next = Number(event.target.value);
              setChosenRadius(next);
              if (filters.near) onChange(withNear(filters, { ...filters.near, radius: next }));
            }}
          >
            {RADIUS_CHOICES_KM.map((km) => (
              <option key={km} value={km}>
                Within {km} km
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="filter-distance__city">
        <span className="filter-price__label">Or near a city</span>
        <PlaceTypeahead
          input={{ className: 'filter-distance__input', placeholder: 'Berlin, Lyon, Portland…', type: 'search' }}
          onPick={(place) =>
            onChange(withNear(filters, { lat: place.lat, lng: place.lng, radius, label: place.label }))
          }
        />
      </label>
      {locating.state === 'failed' ? (
        <p className="filter-distance__message" role="alert">
          {locating.message}
        </p>
      ) : null}
    </fieldset>
  );
}
