import { useState } from 'react';
import type { User } from '@contract/users';
import ConfirmDialog from '@/components/ConfirmDialog';
import RemoveButton from '@/components/RemoveButton';
import { useDeleteSeller } from '../api/delete-seller';
import { useSellers } from '../api/get-sellers';
import { useVerifySeller } from '../api/verify-seller';
import UserListView from '../components/UserListView';
import VerifyButton from '../components/VerifyButton';

/** /dashboard/all-sellers (admin): every seller with their status; verify or remove them. */
export default function AllSellersPage() {
  const sellers = useSellers();
  const verifySeller = useVerifySeller();
  const deleteSeller = useDeleteSeller();
  const [toRemove, setToRemove] = useState<User | null>(null);

  const confirmRemoval = () => {
    if (toRemove) deleteSeller.mutate(toRemove._id);
    setToRemove(null);
  };

  return (
    <>
      <h1 className="page-heading">All the listed sellers of this website</h1>
      <UserListView
        query={sellers}
        label="Sellers"
        emptyTitle="No sellers have registered yet"
        showStatus
        renderActions={(seller) => (
          <>
            <VerifyButton
              seller={seller}
              busy={verifySeller.isPending && verifySeller.variables === seller._id}
              onVerify={() => verifySeller.mutate(seller._id)}
            />
            <RemoveButton
              name={seller.displayName}
              className="ss-button--ghost user-action user-action--danger"
              busy={deleteSeller.isPending && deleteSeller.variables === seller._id}
              onClick={() => setToRemove(seller)}
            />
          </>
        )}
      />
      <ConfirmDialog
        open={toRemove !== null}
        question="Want to delete this seller?"
        detail={
          toRemove ? `${toRemove.displayName} (${toRemove.email}) will lose their account and listings.` : undefined
        }
        confirmLabel="Remove"
        onConfirm={confirmRemoval}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}
