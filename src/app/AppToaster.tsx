import { Toaster } from 'react-hot-toast';

/*
 * Durations per docs/spec.md section 9: success 2000 ms, error and blank 4000 ms. react-hot-toast already caps
 * visible toasts at 20, the spec's limit.
 */
export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        success: { duration: 2000 },
        error: { duration: 4000 },
        blank: { duration: 4000 },
        style: { borderRadius: '12px', background: '#2b2722', color: '#fffdfa' },
      }}
    />
  );
}
