import FormAlert from '@/components/FormAlert';

interface ListingFormFooterProps {
  alertId: string;
  /** The server's refusal that names no field of the form. */
  alert: string | undefined;
  blockerId: string;
  /** Why the listing cannot be sent yet (no connection, photos uploading or failed): the submit button waits. */
  blocker: string | null;
  sending: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel?: () => void;
}

/** The end of the listing form: the form's alert, what keeps it from being sent, and Cancel and submit. */
export default function ListingFormFooter(props: ListingFormFooterProps) {
  const { alertId, alert, blockerId, blocker, sending, submitLabel, busyLabel, onCancel } = props;
  return (
    <div className="listing-form__footer">
      <FormAlert id={alertId} message={alert} />
      {blocker ? (
        <p id={blockerId} className="listing-form__blocker" role="status">
          {blocker}
        </p>
      ) : null}
      <div className="listing-form__actions">
        {onCancel ? (
          <button type="button" className="ss-button ss-button--ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button
          type="submit"
          className="ss-button listing-form__submit"
          disabled={Boolean(blocker) || sending}
          aria-describedby={blocker ? blockerId : undefined}
        >
          {sending ? busyLabel : submitLabel}
        </button>
      </div>
    </div>
  );
}
