import { useEffect } from 'react';
import toast, { ToastBar, Toaster, useToasterStore } from 'react-hot-toast';
import { actionOfToast, keepToastActionsOf } from '@/lib/toast-action';
import './app-toaster.css';

/*
 * Durations per docs/spec.md section 9: success 2000 ms, error and blank 4000 ms. react-hot-toast already caps
 * visible toasts at 20, the spec's limit.
 */
export default function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => keepToastActionsOf(new Set(toasts.map(({ id }) => id))), [toasts]);

  return (
    <Toaster
      position="top-center"
      // Below the header bar (60 px, under a phone's status bar), so a toast never hides Login or the account menu.
      containerStyle={{ top: 'calc(var(--ion-safe-area-top, 0px) + 70px)' }}
      toastOptions={{
        success: { duration: 2000 },
        error: { duration: 4000 },
        blank: { duration: 4000 },
        style: { borderRadius: '12px', background: '#2b2722', color: '#fffdfa' },
      }}
    >
      {(shown) => (
        <ToastBar toast={shown}>
          {({ icon, message }) => {
            const action = actionOfToast(shown.id);
            return (
              <>
                {icon}
                {message}
                {action ? (
                  <button
                    type="button"
                    className="app-toaster__action"
                    onClick={() => {
                      toast.dismiss(shown.id);
                      action.run();
                    }}
                  >
                    {action.label}
                  </button>
                ) : null}
              </>
            );
          }}
        </ToastBar>
      )}
    </Toaster>
  );
}
