import type { ReportedItem } from '@contract/reports';
import RemoveButton from '@/components/RemoveButton';

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
      <RemoveButton
        name={item.productName}
        busy={removing}
        onClick={onRemove}
        className="reported-action reported-action--remove"
      />
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
