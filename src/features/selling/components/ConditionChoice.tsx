import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONDITIONS } from '@contract/catalogue';

interface ConditionChoiceProps {
  id: string;
  error: string | undefined;
  /** The form's binding of the condition, given to each choice. */
  field: UseFormRegisterReturn;
}

const HINTS: Record<(typeof CONDITIONS)[number], string> = {
  Excellent: 'Barely used, no marks',
  Good: 'Light wear, works perfectly',
  Fair: 'Visible wear or a known quirk',
};

/** The spec's three conditions as a radio group of large, tappable choices. */
export default function ConditionChoice({ id, error, field }: ConditionChoiceProps) {
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
            <input {...field} id={index === 0 ? id : undefined} type="radio" value={condition} />
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
