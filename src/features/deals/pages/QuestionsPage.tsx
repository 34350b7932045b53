import { Link } from 'react-router-dom';
import { questionThreadPath } from '@contract/notifications';
import type { QuestionThreadSummary } from '@contract/listing-questions';
import ButtonLink from '@/components/ButtonLink';
import ListView from '@/components/ListView';
import StateMessage from '@/components/StateMessage';
import TableRowsSkeleton from '@/components/TableRowsSkeleton';
import { useSession } from '@/lib/session/use-session';
import { canSell } from '@/lib/session/roles';
import { timeAgo } from '@/lib/time-ago';
import { useQuestionThreadsQuery } from '../api/get-question-threads';
import '../components/deal.css';

function ThreadRow({ thread }: { thread: QuestionThreadSummary }) {
  const n = thread.unread;
  const unread = n > 0 ? ` (${n} new)` : '';
  return (
    <li className="deal-card">
      <div className="deal-card__text">
        <p className="deal-card__title">{thread.productName}</p>
        <p className="deal-card__meta">
          {thread.otherName} · {timeAgo(thread.lastWrittenAt)}
        </p>
        <p className="deal-card__meta question-card__last">
          {thread.lastMine ? 'You: ' : ''}
          {thread.lastText}
        </p>
      </div>
      <Link
        to={questionThreadPath(thread.productId, thread.buyerId)}
        className="ss-button deal-card__action"
        aria-label={`Open${unread}: ${thread.productName}, with ${thread.otherName}`}
      >
        Open
        {n > 0 ? <span className="deal-card__badge">{n} new</span> : null}
      </Link>
    </li>
  );
}

/**
 * /dashboard/questions: a buyer's questions about listings, or a seller's questions from buyers about theirs, the
 * latest first, each with its unread count.
 */
export default function QuestionsPage() {
  const query = useQuestionThreadsQuery();
  const selling = canSell(useSession().user);
  return (
    <>
      <h1 className="page-heading">{selling ? 'Questions about your listings' : 'Your questions to sellers'}</h1>
      <ListView
        query={query}
        skeleton={<TableRowsSkeleton label="Loading the questions…" rows={3} button />}
        errorTitle="Could not load the questions"
        empty={
          selling ? (
            <StateMessage
              title="No questions yet"
              detail="When a buyer asks about one of your listings, it shows up here for you to answer."
              action={<ButtonLink to="/dashboard/my-products">See your products</ButtonLink>}
            />
          ) : (
            <StateMessage
              title="No questions yet"
              detail="Ask the seller from a listing's Seller Information before you order."
              action={<ButtonLink to="/products">Browse the gear</ButtonLink>}
            />
          )
        }
      >
        {(threads) => (
          <ul className="deal-cards" aria-label="Questions">
            {threads.map((thread) => (
              <ThreadRow key={`${thread.productId}:${thread.buyerId}`} thread={thread} />
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
