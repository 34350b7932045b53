import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../../lib/session/use-sign-out';

/** The spec's misspelt Logout label, kept on purpose (spec "Global elements", DESIGN.md "What we keep"). */
export const LOGOUT_LABEL = 'Logut';

/** Logout: session, token and personal data gone, the spec's toast, then home. */
export function useLogout(): () => void {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return () => {
    void signOut();
    toast.success('You Have Logged Out');
    navigate('/');
  };
}
