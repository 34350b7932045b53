import type { UseFormRegisterReturn } from 'react-hook-form';

export interface Choice {
  value: string;
  name: string;
  hint?: string;
}

interface ChoiceGroupProps {
  id: string;
  legend: string;
  choices: readonly Choice[];
  error: string | undefined;
  /** The form's binding of the field, given to each choice. */
  field: UseFormRegisterReturn;
  className?: string;
}

/** A radio group of large, tappable choices (condition, what the item is); the first choice carries the field's id. */
export default function ChoiceGroup({ id, legend, choices, error, field, className }: ChoiceGroupProps) {
  const messageId = `${id}-message`;
  return (
    <fieldset
      className={`form-field listing-condition${className ? ` ${className}` : ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={messageId}
    >
      <legend className="form-field__label">{legend}</legend>
      <div className="listing-condition__options">
        {choices.map((choice, index) => (
          <label key={choice.value} className="listing-condition__option">
            <input {...field} id={index === 0 ? id : undefined} type="radio" value={choice.value} />
            <span className="listing-condition__name">{choice.name}</span>
            {choice.hint ? <span className="listing-condition__hint">{choice.hint}</span> : null}
          </label>
        ))}
      </div>
      <p id={messageId} className="form-field__message">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
