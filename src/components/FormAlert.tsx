import './form-alert.css';

/**
 * A refusal of a whole form that no single field explains (wrong password, the item sold meanwhile, no connection),
 * boxed in red above or beside its submit button; the one way every form shows one. It stays in the page while
 * empty (and hidden), so screen readers know the alert region before a message arrives. With `id`, the form can move
 * focus to it.
 */
export default function FormAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  return (
    <p id={id} className="form-alert" role="alert" tabIndex={id ? -1 : undefined}>
      {message ?? ''}
    </p>
  );
}
