import Spinner from '@/components/Spinner';

interface PayButtonProps {
  /** The client secret has arrived and the card field is ready. */
  ready: boolean;
  processing: boolean;
  amountLabel: string;
}

/** Disabled until the payment can start and while it is processing (docs/spec.md section 4). */
export default function PayButton({ ready, processing, amountLabel }: PayButtonProps) {
  return (
    <button type="submit" className="ss-button pay-button" disabled={!ready || processing} aria-busy={processing}>
      {processing ? (
        <>
          <Spinner size="small" label="Processing your payment" />
          Processing…
        </>
      ) : (
        <>
          Pay <span className="pay-button__amount">{amountLabel}</span>
        </>
      )}
    </button>
  );
}
