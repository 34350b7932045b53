import { useId } from 'react';
import { cancelOrderSchema, cancelRequestSchema } from '@contract/orders';
import FormField from '@/components/FormField';
import { useOnlineStatus } from '@/lib/online-status';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import type { OnlineStep } from '../api/order-step';

const KINDS = {
  cancel: {
    open: 'Cancel the order',
    label: 'Why (optional)',
    submit: 'Cancel the order',
    dismiss: 'Keep the order',
    schema: cancelOrderSchema,
    intro: 'The other party is told. Nothing has been paid, so nothing is charged.',
  },
  'cancel-request': {
    open: 'Ask to cancel',
    label: 'Why (optional)',
    submit: 'Ask to cancel',
    dismiss: 'Keep the order',
    schema: cancelRequestSchema,
    intro:
      'The order is paid, so the other side is asked to agree. Until they do the deal stands; if nothing is handed over by the deadline, it is cancelled and nothing charged.',
  },
} as const;

/** The forms that may be open on an order, one at a time (the dispute's is DisputeForm). */
export type ReasonKind = Extract<OnlineStep, 'cancel' | 'cancel-request' | 'dispute'>;

/**
 * Cancel: opened on demand, with the reason the other party reads. Needs a connection.
 * `opened` is the one form open on the order (one at a time): the others step aside meanwhile.
 */
export default function ReasonForm({
  kind,
  busy,
  opened,
  onOpenedChange,
  onSubmit,
}: {
  kind: Exclude<ReasonKind, 'dispute'>;
  busy: boolean;
  opened: ReasonKind | null;
  onOpenedChange: (opened: ReasonKind | null) => void;
  onSubmit: (reason: string) => void;
}) {
  const copy = KINDS[kind];
  const online = useOnlineStatus();
  const id = useId();
  const { form, field } = useSubmitCheckedForm(copy.schema, { reason: '' });
  if (opened !== null && opened !== kind) return null;
  if (opened === null) {
    return (
      <button type="button" className="ss-button ss-button--ghost" onClick={() => onOpenedChange(kind)}>
        {copy.open}
      </button>
    );
  }
  return (
    <form
      className="deal__reason"
      noValidate
      aria-label={copy.submit}
      onSubmit={form.handleSubmit(({ reason }) => onSubmit(reason))}
    >
      <p>{copy.intro}</p>
      <FormField id={`${id}-reason`} label={copy.label} error={form.formState.errors.reason?.message}>
        {(control) => (
          <textarea {...control} className="form-field__input" {...field('reason')} rows={3} maxLength={1000} />
        )}
      </FormField>
      {online ? null : <p className="deal__offline">You are offline: this needs a connection.</p>}
      <div className="deal__buttons">
        <button type="submit" className="ss-button deal__danger" disabled={busy || !online}>
          {copy.submit}
        </button>
        <button type="button" className="ss-button ss-button--ghost" onClick={() => onOpenedChange(null)}>
          {copy.dismiss}
        </button>
      </div>
    </form>
  );
}
