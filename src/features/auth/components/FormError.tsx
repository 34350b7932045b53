/** The provider's or server's message in red under the form (docs/spec.md section 8); announced when it appears. */
export default function FormError({ message }: { message: string | null }) {
  return (
    <p className="auth-form-error" role="alert">
      {message ?? ''}
    </p>
  );
}
