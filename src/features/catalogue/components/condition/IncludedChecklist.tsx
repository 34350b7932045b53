import { INCLUDED_ITEMS, type IncludedItem } from '@contract/listing-details';

/** Every usual accessory, ticked when the seller includes it, so what is missing is as plain as what is there. */
export default function IncludedChecklist({ included }: { included: readonly IncludedItem[] }) {
  return (
    <ul className="included-checklist" aria-label="What's included">
      {INCLUDED_ITEMS.map((item) => {
        const isIncluded = included.includes(item);
        return (
          <li key={item} className={isIncluded ? 'included-checklist__item' : 'included-checklist__item is-missing'}>
            <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 18 18">
              {isIncluded ? (
                <path
                  d="M4 9.5l3.2 3.2L14 5.8"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              ) : (
                <path d="M5 9h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
            <span>{item}</span>
            <span className="visually-hidden">{isIncluded ? ', included' : ', not included'}</span>
          </li>
        );
      })}
    </ul>
  );
}
