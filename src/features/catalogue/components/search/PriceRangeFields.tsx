import { useId, useState, type FormEvent } from 'react';

interface PriceRangeFieldsProps {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onChange: (range: { minPrice: number | undefined; maxPrice: number | undefined }) => void;
}

function asText(amount: number | undefined): string {
  return amount === undefined ? '' : String(amount);
}

function asAmount(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const amount = Number(text);
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

interface DollarFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function DollarField({ label, placeholder, value, onChange, onBlur }: DollarFieldProps) {
  return (
    <label className="filter-price__field">
      <span className="filter-price__label">{label}</span>
      <span className="filter-price__input">
        <span aria-hidden="true">$</span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step="any"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </span>
    </label>
  );
}

/** Minimum and maximum price in dollars, applied with Enter, the Apply button or on leaving the fields. */
export default function PriceRangeFields({ minPrice, maxPrice, onChange }: PriceRangeFieldsProps) {
  const id = useId();
  const [draft, setDraft] = useState({ min: asText(minPrice), max: asText(maxPrice) });
  const [applied, setApplied] = useState({ minPrice, maxPrice });
  if (applied.minPrice !== minPrice || applied.maxPrice !== maxPrice) {
    // The range in effect changed (applied from here, a chip, "Clear all"): each field shows its new value, and a
    // field whose value did not change keeps what is being typed in it.
    setApplied({ minPrice, maxPrice });
    setDraft((current) => ({
      min: applied.minPrice === minPrice ? current.min : asText(minPrice),
      max: applied.maxPrice === maxPrice ? current.max : asText(maxPrice),
    }));
  }

  const apply = () => {
    let min = asAmount(draft.min);
    let max = asAmount(draft.max);
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (min !== minPrice || max !== maxPrice) onChange({ minPrice: min, maxPrice: max });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  return (
    <form className="filter-group filter-price" onSubmit={onSubmit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="filter-group__legend">
        Price
      </p>
      <div className="filter-price__fields">
        <DollarField
          label="Min price"
          placeholder="0"
          value={draft.min}
          onChange={(min) => setDraft((current) => ({ ...current, min }))}
          onBlur={apply}
        />
        <span className="filter-price__dash" aria-hidden="true">
          –
        </span>
        <DollarField
          label="Max price"
          placeholder="Any"
          value={draft.max}
          onChange={(max) => setDraft((current) => ({ ...current, max }))}
          onBlur={apply}
        />
      </div>
      <button type="submit" className="ss-button ss-button--ghost filter-price__apply">
        Apply price
      </button>
    </form>
  );
}
