/** Shown while the device is offline: signing in and registering need the network. */
export default function OfflineNotice({ action }: { action: string }) {
  return (
    <p className="auth-offline" role="status">
      <strong>You&apos;re offline.</strong> {action} needs an internet connection. Everything you browsed before still
      works; come back here once you&apos;re connected.
    </p>
  );
}
