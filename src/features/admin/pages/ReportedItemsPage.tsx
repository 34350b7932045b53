import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportedItem } from '../../../../contract/reports';
import ConfirmDialog from '../../../components/ConfirmDialog';
import ErrorState from '../../../components/ErrorState';
import StateMessage from '../../../components/StateMessage';
import { useReportedItems } from '../api/get-reported-items';
import { useIgnoreReport } from '../api/ignore-report';
import { useRemoveReportedProduct } from '../api/remove-reported-product';
import ReportedItemActions from '../components/reported-items/ReportedItemActions';
import ReportedItemsSkeleton from '../components/reported-items/ReportedItemsSkeleton';
import ReportedItemsTable from '../components/reported-items/ReportedItemsTable';

function ReportedItemsContent() {
  const reported = useReportedItems();
  const ignoreReport = useIgnoreReport();
  const removeListing = useRemoveReportedProduct();
  const queryClient = useQueryClient();
  const [toRemove, setToRemove] = useState<ReportedItem | null>(null);

  if (reported.isPending) return <ReportedItemsSkeleton />;
  if (reported.isError) {
    return (
      <ErrorState error={reported.error} onRetry={() => void reported.refetch()} title="Could not load the reports" />
    );
  }
  if (reported.data.length === 0) {
    return (
      <StateMessage
        title="No reported items"
        detail="Nothing needs your attention: buyers have not reported any listing."
      />
    );
  }

  const confirmRemoval = () => {
    if (toRemove) {
      removeListing.mutate(toRemove.productId, {
        // The catalogue lists still hold the listing: they refetch the next time they are shown.
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['products'], refetchType: 'none' }),
      });
    }
    setToRemove(null);
  };

  return (
    <>
      <ReportedItemsTable
        items={reported.data}
        renderActions={(item) => (
          <ReportedItemActions
            item={item}
            removing={removeListing.isPending && removeListing.variables === item.productId}
            ignoring={ignoreReport.isPending && ignoreReport.variables === item._id}
            onRemove={() => setToRemove(item)}
            onIgnore={() => ignoreReport.mutate(item._id)}
          />
        )}
      />
      <ConfirmDialog
        open={toRemove !== null}
        question="Remove this listing from Shutterswap?"
        detail={
          toRemove
            ? `${toRemove.productName} by ${toRemove.sellerName} is taken off the market, with its reports, orders and wishlist entries.`
            : undefined
        }
        confirmLabel="Remove"
        onConfirm={confirmRemoval}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}

/** /dashboard/reported-items (admin): what buyers reported, to remove the listing or ignore the report. */
export default function ReportedItemsPage() {
  return (
    <>
      <h1 className="page-heading">The buyers have reported these follwoing items.</h1>
      <ReportedItemsContent />
    </>
  );
}
