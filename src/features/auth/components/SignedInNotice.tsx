import { Link } from 'react-router-dom';
import type { User } from '@contract/users';
import { roleLabel } from '@/lib/session/roles';

interface SignedInNoticeProps {
  user: User;
  /** A guard sent the user here: the page they wanted needs another kind of account. */
  needsOtherAccount: boolean;
}

/** On the login page while already signed in: say so, and why the user may be here. */
export default function SignedInNotice({ user, needsOtherAccount }: SignedInNoticeProps) {
  return (
    <p className="auth-signed-in" role="status">
      You&apos;re signed in as <strong>{user.displayName}</strong> ({roleLabel(user.role)}).{' '}
      {needsOtherAccount ? (
        'The page you asked for needs a different kind of account: log in with it below.'
      ) : (
        <Link to="/dashboard">Go to your dashboard</Link>
      )}
    </p>
  );
}
