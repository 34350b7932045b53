import StateMessage from './StateMessage';

interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  title?: string;
}

export default function ErrorState({ error, onRetry, title = 'Something went wrong' }: ErrorStateProps) {
  const detail = error instanceof Error ? error.message : 'The request failed.';
  return (
    <StateMessage
      role="alert"
      title={title}
      detail={detail}
      action={
        <button type="button" className="ss-button" onClick={onRetry}>
          Try again
        </button>
      }
    />
  );
}
