import { listingInputSchema } from '@contract/selling';

const { minLength, maxLength } = listingInputSchema.shape.description;

/** "182 / 4000 characters" under the description; warns below the minimum and past the maximum. */
export default function DescriptionCounter({ text }: { text: string }) {
  const length = text.trim().length;
  const outOfRange =
    (minLength !== null && length > 0 && length < minLength) || (maxLength !== null && length > maxLength);
  return (
    <span className={outOfRange ? 'listing-counter listing-counter--warn' : 'listing-counter'}>
      {minLength !== null ? <span>At least {minLength} characters.</span> : null}
      <span>
        {length.toLocaleString('en-US')} / {maxLength?.toLocaleString('en-US')} characters
      </span>
    </span>
  );
}
