import './form-alert.css';

/**
 * A refusal of a whole form that no single field explains (the item sold meanwhile, no connection), boxed in red
 * above its submit button; announced when it appears. Nothing when there is none.
 */
export default function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}
