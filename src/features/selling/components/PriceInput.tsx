import type { InputHTMLAttributes } from 'react';

type PriceInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'className'>;

/**
 * A price in dollars behind a "$" prefix. A text box with the decimal keypad rather than type="number", so what
 * the seller types ("1,299.00") stays exactly as typed and the contract schema says what is wrong with it.
 */
export default function PriceInput(props: PriceInputProps) {
  return (
    <div className="listing-input-prefix">
      <span className="listing-input-prefix__symbol" aria-hidden="true">
        $
      </span>
      <input type="text" inputMode="decimal" autoComplete="off" className="listing-input" {...props} />
    </div>
  );
}
