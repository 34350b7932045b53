import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportedItem } from '@contract/reports';
import ConfirmDialog from '@/components/ConfirmDialog';
import ListView from '@/components/ListView';
import StateMessage from '@/components/StateMessage';
import TableRowsSkeleton from '@/components/TableRowsSkeleton';
import { useReportedItems } from '../api/get-reported-items';
import { useIgnoreReport } from '../api/ignore-report';
import { useRemoveReportedProduct } from '../api/remove-reported-product';
import { useDismissQuestionReport, useReportedQuestions } from '../api/reported-questions';
import ReportedItemActions from '../components/reported-items/ReportedItemActions';
import ReportedItemsTable from '../components/reported-items/ReportedItemsTable';
import ReportedQuestionsList from '../components/reported-items/ReportedQuestionsList';

/**
 * /dashboard/reported-items (admin): what buyers reported, to remove the listing or ignore the report; below, the
 * question threads a party reported, to read and dismiss.
 */
export default function ReportedItemsPage() {
  const reported = useReportedItems();
  const reportedQuestions = useReportedQuestions();
  const dismiss = useDismissQuestionReport();
  const ignoreReport = useIgnoreReport();
  const removeListing = useRemoveReportedProduct();
  const queryClient = useQueryClient();
  const [toRemove, setToRemove] = useState<ReportedItem | null>(null);

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
      <h1 className="page-heading">The buyers have reported the following items.</h1>
      <ListView
        query={reported}
        skeleton={<TableRowsSkeleton label="Loading reported items…" rows={3} />}
        errorTitle="Could not load the reports"
        empty={
          <StateMessage
            title="No reported items"
            detail="Nothing needs your attention: buyers have not reported any listing."
          />
        }
      >
        {(items) => (
          <ReportedItemsTable
            items={items}
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
        )}
      </ListView>
      <h2 className="page-subheading">Reported questions</h2>
      <ListView
        query={reportedQuestions}
        skeleton={<TableRowsSkeleton label="Loading reported questions…" rows={2} />}
        errorTitle="Could not load the reported questions"
        empty={<StateMessage title="No reported questions" detail="No buyer or seller has reported a conversation." />}
      >
        {(reports) => (
          <ReportedQuestionsList
            reports={reports}
            dismissingId={dismiss.isPending ? dismiss.variables : undefined}
            onDismiss={(report) => dismiss.mutate(report._id)}
          />
        )}
      </ListView>
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
