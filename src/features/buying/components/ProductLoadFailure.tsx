import ErrorState from '@/components/ErrorState';
import NotFoundState from '@/components/NotFoundState';
import { isNotFoundError } from '@/lib/api-error';

/** A listing that could not be read: gone (404) or a failure worth retrying. */
export default function ProductLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isNotFoundError(error)) {
    return <NotFoundState title="Product not found" detail="This listing was removed, or the link is wrong." />;
  }
  return <ErrorState error={error} onRetry={onRetry} title="Could not load this product" />;
}
