/** A refusal that belongs to no single card field (item sold meanwhile, network), in red like the provider's. */
export default function PaymentError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="payment-error" role="alert">
      {message}
    </p>
  );
}
