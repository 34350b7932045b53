import { useWritesOfOthers } from '@/offline/outbox/queued-writes';

/** "1 order waits" / "2 orders and 1 message wait". */
function waits(described: readonly string[]): string {
  const single = described.length === 1 && described[0]?.startsWith('1 ');
  return `${described.join(' and ')} ${single ? 'waits' : 'wait'}`;
}

/**
 * On the sign-in page: writes someone left on this phone (logged out keeping them, or their sign-in ended) are not
 * lost, and go as soon as that person signs in here again; nobody else's sign-in sends them.
 */
export default function WaitingWritesNotice() {
  const others = useWritesOfOthers();
  if (others.length === 0) return null;
  return (
    <div className="auth-offline" role="status">
      {others.map(({ email, described }) => (
        <p key={email ?? 'someone'}>
          <strong>{waits(described)} on this phone to be sent.</strong>{' '}
          {email
            ? `Sign in again as ${email} to send ${described.length === 1 && described[0]?.startsWith('1 ') ? 'it' : 'them'}.`
            : 'Sign in again with the account that wrote them to send them.'}
        </p>
      ))}
    </div>
  );
}
