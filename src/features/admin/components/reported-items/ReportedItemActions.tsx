import type { ReportedItem } from '@contract/reports';

interface ReportedItemActionsProps {
  item: ReportedItem;
  removing: boolean;
  ignoring: boolean;
  onRemove: () => void;
  onIgnore: () => void;
}

/** "Remove" the listing (after confirmation) or "Ignore" the report, named after the product for screen readers. */
export default function ReportedItemActions({
  item,
  removing,
  ignoring,
  onRemove,
  onIgnore,
}: ReportedItemActionsProps) {
  return (
    <>
      <button
        type="button"
        className="ss-button reported-action reported-action--remove"
        aria-label={`Remove ${item.productName}`}
        disabled={removing}
        onClick={onRemove}
      >
        {removing ? 'Removing…' : 'Remove'}
      </button>
      <button
        type="button"
        className="ss-button ss-button--ghost reported-action"
        aria-label={`Ignore the report on ${item.productName}`}
        disabled={ignoring}
        onClick={onIgnore}
      >
        {ignoring ? 'Ignoring…' : 'Ignore'}
      </button>
    </>
  );
}
