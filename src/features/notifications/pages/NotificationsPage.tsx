import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import ListView from '@/components/ListView';
import StateMessage from '@/components/StateMessage';
import TableRowsSkeleton from '@/components/TableRowsSkeleton';
import { pageOfNotice, type Notification } from '@contract/notifications';
import { useOnlineStatus } from '@/lib/online-status';
import { isAdmin } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import { timeAgo } from '@/lib/time-ago';
import { useMarkAllRead, useNotificationsQuery } from '../api/get-notifications';
import PushToggle from '../components/PushToggle';
import '../components/notifications.css';
import ButtonLink from '@/components/ButtonLink';

/** What an empty list says: an admin is told of disputes, everyone else of their deals. */
const EMPTY = {
  admin: {
    detail: 'Disputes that buyers and sellers open show up here.',
    to: '/dashboard/disputes',
    action: 'See the disputes',
  },
  dealer: {
    detail: 'Orders, answers, payments and ratings show up here as they happen.',
    to: '/products',
    action: 'Browse products',
  },
};

/** One notice: its words, leading to the page it is about when there is one (the link covers the whole card). */
function NoticeItem({ notice, isNew }: { notice: Notification; isNew: boolean }) {
  const page = pageOfNotice(notice);
  const className = ['notification', page ? 'notification--leads' : '', isNew ? 'notification--unread' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className}>
      {isNew ? <span className="visually-hidden">New: </span> : null}
      {page ? (
        <Link to={page} className="notification__link">
          {notice.text}
        </Link>
      ) : (
        notice.text
      )}
      <span className="notification__when">{timeAgo(notice.createdAt)}</span>
    </li>
  );
}

/** /dashboard/notifications: what happened on the user's deals, newest first; seen once the list is shown. */
export default function NotificationsPage() {
  const query = useNotificationsQuery();
  const markAllRead = useMarkAllRead();
  const online = useOnlineStatus();
  const admin = isAdmin(useSession().user);
  const empty = admin ? EMPTY.admin : EMPTY.dealer;
  const unread = query.data?.some((notice) => notice.readAt === null) ?? false;
  const { mutate } = markAllRead;
  useEffect(() => {
    if (unread && online) mutate();
  }, [unread, online, mutate]);
  // What was new when it was shown stays marked while the page is open, though the server now has it read.
  const [shownAsNew, setShownAsNew] = useState<ReadonlySet<string>>(() => new Set());
  const arrivedUnread = query.data?.filter((notice) => notice.readAt === null && !shownAsNew.has(notice._id)) ?? [];
  if (arrivedUnread.length > 0) setShownAsNew(new Set([...shownAsNew, ...arrivedUnread.map((notice) => notice._id)]));

  return (
    <>
      <h1 className="page-heading">Notifications</h1>
      <PushToggle admin={admin} />
      <ListView
        query={query}
        skeleton={<TableRowsSkeleton label="Loading your notifications…" rows={4} media="dot" lines={1} />}
        errorTitle="Could not load your notifications"
        empty={
          <StateMessage
            title="Nothing new"
            detail={empty.detail}
            action={<ButtonLink to={empty.to}>{empty.action}</ButtonLink>}
          />
        }
      >
        {(notices) => (
          <ul className="notifications" aria-label="Your notifications">
            {notices.map((notice) => (
              <NoticeItem key={notice._id} notice={notice} isNew={shownAsNew.has(notice._id)} />
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
