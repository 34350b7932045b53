import { Link, useParams } from 'react-router-dom';
import type { QuestionThread as Thread } from '@contract/listing-questions';
import ButtonLink from '@/components/ButtonLink';
import ErrorState from '@/components/ErrorState';
import SellerName from '@/components/SellerName';
import Skeleton from '@/components/Skeleton';
import StateMessage from '@/components/StateMessage';
import WaitingForNetwork from '@/components/WaitingForNetwork';
import { isNotFoundError } from '@/lib/http';
import { isAdmin } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import { useQuestionThreadQuery } from '../api/get-question-thread';
import QuestionThread from '../components/QuestionThread';
import ReportConversation from '../components/ReportConversation';
import '../components/deal.css';

function ThreadSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading the questions…</span>
      <Skeleton width="min(420px, 80%)" height="2rem" />
      <Skeleton height="220px" className="deal__skeleton" />
    </div>
  );
}

/** Who reads the thread, what it is for, and who else may read it: said once, above the messages. */
function Intro({ thread, admin }: { thread: Thread; admin: boolean }) {
  const seller = <SellerName name={thread.sellerName} publicId={thread.sellerPublicId} />;
  if (admin) {
    return (
      <p className="deal__intro">
        {thread.buyerName} asked {seller} about this listing. You read it as an admin; neither of them is told.
      </p>
    );
  }
  if (thread.asking) {
    return (
      <p className="deal__intro">
        Ask {seller} anything about it before you order. Only you, the seller and Shutterswap&apos;s admins read these
        questions; your email and phone are not shared. If you order it, they come with your order.
      </p>
    );
  }
  return (
    <p className="deal__intro">
      {thread.buyerName} asked about your listing. Only you, the buyer and Shutterswap&apos;s admins read these
      questions; your email and phone are not shared.
    </p>
  );
}

/**
 * /dashboard/questions/{productId}/{buyerId}: a buyer's questions about a listing before ordering it, and the
 * seller's answers. The buyer opens it from the listing; the seller from Questions or a notification.
 */
export default function QuestionThreadPage() {
  const { productId = '', buyerId = '' } = useParams();
  const query = useQuestionThreadQuery(productId, buyerId);
  const { user } = useSession();
  const thread = query.data;
  const admin = isAdmin(user);
  if (thread) {
    return (
      <article className="deal">
        <Link to={admin ? '/dashboard/reported-items' : '/dashboard/questions'} className="deal__back">
          {admin ? 'Back to Reported Items' : 'Back to Questions'}
        </Link>
        <h1 className="page-heading">{thread.productName}</h1>
        <Intro thread={thread} admin={admin} />
        <p className="deal__links">
          <Link to={`/product/${thread.productId}`}>See the listing</Link>
          {thread.asking ? (
            <Link to={`/orderProduct/${thread.productId}`} className="ss-button ss-button--ghost">
              Order Now
            </Link>
          ) : null}
        </p>
        <QuestionThread thread={thread} />
        {admin ? null : <ReportConversation productId={thread.productId} buyerId={thread.buyerId} />}
      </article>
    );
  }
  if (query.isPending) {
    if (query.failureCount > 0) return <WaitingForNetwork onRetry={() => void query.refetch()} />;
    return <ThreadSkeleton />;
  }
  if (isNotFoundError(query.error)) {
    return (
      <StateMessage
        title="These questions do not exist"
        detail="The listing may have been removed."
        action={<ButtonLink to="/dashboard/questions">Back to Questions</ButtonLink>}
      />
    );
  }
  return <ErrorState error={query.error} onRetry={() => void query.refetch()} title="Could not load the questions" />;
}
