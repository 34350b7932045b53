import { useState } from 'react';
import type { User } from '@contract/users';
import ConfirmDialog from '@/components/ConfirmDialog';
import RemoveButton from '@/components/RemoveButton';
import { useDeleteBuyer } from '../api/delete-buyer';
import { useBuyers } from '../api/get-buyers';
import UserListView from '../components/UserListView';

/** /dashboard/all-buyers (admin): every buyer, each removable after confirmation. */
export default function AllBuyersPage() {
  const buyers = useBuyers();
  const deleteBuyer = useDeleteBuyer();
  const [toRemove, setToRemove] = useState<User | null>(null);

  const confirmRemoval = () => {
    if (toRemove) deleteBuyer.mutate(toRemove._id);
    setToRemove(null);
  };

  return (
    <>
      <h1 className="page-heading">All the listed buyers of this website</h1>
      <UserListView
        query={buyers}
        label="Buyers"
        emptyTitle="No buyers have registered yet"
        showStatus={false}
        renderActions={(buyer) => (
          <RemoveButton
            name={buyer.displayName}
            className="ss-button--ghost user-action user-action--danger"
            busy={deleteBuyer.isPending && deleteBuyer.variables === buyer._id}
            onClick={() => setToRemove(buyer)}
          />
        )}
      />
      <ConfirmDialog
        open={toRemove !== null}
        question="Are you sure you want to delete this buyer?"
        detail={toRemove ? `${toRemove.displayName} (${toRemove.email}) will lose their account.` : undefined}
        confirmLabel="Remove"
        onConfirm={confirmRemoval}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}
