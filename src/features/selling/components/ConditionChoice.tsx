import { CONDITIONS } from '@contract/catalogue';

interface ConditionChoiceProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (condition: string) => void;
  onBlur: () => void;
}

const HINTS: Record<(typeof CONDITIONS)[number], string> = {
  Excellent: 'Barely used, no marks',
  Good: 'Light wear, works perfectly',
  Fair: 'Visible wear or a known quirk',
};

/** The spec's three conditions as a radio group of large, tappable choices. */
export default function ConditionChoice({ id, value, error, onChange, onBlur }: ConditionChoiceProps) {
  const messageId = `${id}-message`;
  return (
    <fieldset
      className="form-field listing-condition"
      aria-invalid={error ? true : undefined}
      aria-describedby={messageId}
    >
      <legend className="form-field__label">Condition</legend>
      <div className="listing-condition__options">
        {CONDITIONS.map((condition, index) => (
          <label key={condition} className="listing-condition__option">
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={id}
              value={condition}
              checked={value === condition}
              onChange={() => onChange(condition)}
              onBlur={onBlur}
            />
            <span className="listing-condition__name">{condition}</span>
            <span className="listing-condition__hint">{HINTS[condition]}</span>
          </label>
        ))}
      </div>
      <p id={messageId} className="form-field__message">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
