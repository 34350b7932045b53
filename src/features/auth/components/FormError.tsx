/** Why signing in or registering failed, in red under the form; announced when it appears. */
export default function FormError({ message }: { message: string | null }) {
  return (
    <p className="auth-form-error" role="alert">
      {message ?? ''}
    </p>
  );
}
