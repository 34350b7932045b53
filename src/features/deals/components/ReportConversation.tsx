import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { QUESTION_REPORT_REASONS, reportQuestionsSchema, type ReportQuestionsInput } from '@contract/listing-questions';
import FormActions from '@/components/FormActions';
import FormAlert from '@/components/FormAlert';
import FormField from '@/components/FormField';
import { REPORT_WAITING_MESSAGE } from '@/lib/report-waiting';
import { showRefusal } from '@/lib/show-refusal';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { useQueueWrite } from '@/offline/outbox/queue-write';

const FIELDS = ['reason', 'details'] as const;
const EMPTY: ReportQuestionsInput = { reason: QUESTION_REPORT_REASONS[0], details: '' };

/**
 * "Report this conversation" under a question thread, for its buyer and its seller: why, in a few words, for the
 * admins, who then read the thread. Queued like every write, so it waits through no connection.
 */
export default function ReportConversation({ productId, buyerId }: { productId: string; buyerId: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const report = useQueueWrite();
  const { form, field, fieldErrors, formError } = useSubmitCheckedForm(reportQuestionsSchema, EMPTY);

  const onSubmit = form.handleSubmit(async (fields) => {
    if (report.isSubmitting) return;
    const outcome = await report.submit('question-report', { productId, buyerId, report: fields });
    if (outcome.result === 'refused') {
      showRefusal(form.setError, FIELDS, outcome);
      return;
    }
    if (outcome.result === 'waiting') toast(REPORT_WAITING_MESSAGE);
    else if (outcome.answer.alreadyReported) toast.success('You have already reported this conversation');
    else toast.success('Reported: an admin will read this conversation');
    form.reset();
    setOpen(false);
  });

  if (!open) {
    return (
      <button type="button" className="ss-button ss-button--ghost deal__report" onClick={() => setOpen(true)}>
        Report this conversation
      </button>
    );
  }
  return (
    <form
      className="deal__reason"
      aria-label="Report this conversation"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <p>Tell Shutterswap&apos;s admins what is wrong. They read the conversation; the other person is not told.</p>
      <FormField id={`${id}-reason`} label="What is wrong?" error={fieldErrors.reason?.message}>
        {(control) => (
          <select {...control} {...field('reason')} className="form-field__input">
            {QUESTION_REPORT_REASONS.map((reason) => (
              <option key={reason}>{reason}</option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-details`} label="Details (optional)" error={fieldErrors.details?.message}>
        {(control) => (
          <textarea {...control} {...field('details')} className="form-field__input" rows={3} maxLength={1000} />
        )}
      </FormField>
      <FormAlert message={formError} />
      <FormActions
        className="deal__buttons"
        onCancel={() => setOpen(false)}
        submitLabel="Send report"
        busyLabel="Sending…"
        busy={report.isSubmitting}
      />
    </form>
  );
}
