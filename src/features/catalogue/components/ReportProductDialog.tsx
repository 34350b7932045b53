import { useId } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import type { Product } from '@contract/catalogue';
import FormField from '@/components/FormField';
import { useModalDialog } from '@/components/use-modal-dialog';
import { REPORT_REASONS, reportProductSchema } from '@contract/reports';
import { refusedField, showRefusal } from '@/lib/show-refusal';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { REPORT_WAITING_MESSAGE } from '@/lib/report-waiting';
import { useQueueWrite } from '@/offline/outbox/queue-write';
import FormActions from '@/components/FormActions';
import './report-product-dialog.css';

interface ReportProductDialogProps {
  product: Product;
  open: boolean;
  onClose: () => void;
}

/** What the buyer fills in; the listing comes from the page. */
const reportFormSchema = reportProductSchema.omit({ productId: true });
type ReportValues = z.input<typeof reportFormSchema>;

const REPORT_FIELDS = ['reason', 'details', 'contactPhone'] as const;
const EMPTY: ReportValues = { reason: REPORT_REASONS[0], details: '', contactPhone: '' };

/** "Report": a short form (a sheet on a phone) telling the admins what is wrong with a listing. */
export default function ReportProductDialog({ product, open, onClose }: ReportProductDialogProps) {
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const fieldId = useId();
  const report = useQueueWrite();
  const { form, field } = useSubmitCheckedForm(reportFormSchema, EMPTY);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (fields) => {
    if (report.isSubmitting) return;
    const outcome = await report.submit('report', { productId: product._id, ...fields });
    if (outcome.result === 'refused') {
      // A refusal about one of its fields shows on that field; anything else in a toast (the sheet is small).
      if (refusedField(REPORT_FIELDS, outcome) !== undefined) showRefusal(form.setError, REPORT_FIELDS, outcome);
      else toast.error(outcome.message);
      return;
    }
    if (outcome.result === 'sent') {
      const { alreadyReported } = outcome.answer;
      toast.success(alreadyReported ? 'You have already reported this product' : 'Product has been reported to Admin');
    } else {
      toast(REPORT_WAITING_MESSAGE);
    }
    form.reset();
    onClose();
  });

  return (
    <dialog
      ref={dialogRef}
      className="report-dialog"
      aria-labelledby={titleId}
      onClose={() => open && onClose()}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <form className="report-dialog__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id={titleId} className="report-dialog__title">
          Report this listing
        </h2>
        <p className="report-dialog__product">{product.name}</p>
        <FormField id={`${fieldId}-reason`} label="What is wrong?" error={errors.reason?.message}>
          {(control) => (
            <select {...control} {...field('reason')} className="report-dialog__input">
              {REPORT_REASONS.map((reason) => (
                <option key={reason}>{reason}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${fieldId}-details`}
          label={
            <>
              Details <span className="report-dialog__optional">(optional)</span>
            </>
          }
          error={errors.details?.message}
        >
          {(control) => (
            <textarea
              {...control}
              {...field('details')}
              className="report-dialog__input report-dialog__textarea"
              rows={3}
              maxLength={1000}
            />
          )}
        </FormField>
        <FormField
          id={`${fieldId}-contactPhone`}
          label={
            <>
              Your phone <span className="report-dialog__optional">(optional, if the admins may call you)</span>
            </>
          }
          error={errors.contactPhone?.message}
        >
          {(control) => (
            <input
              {...control}
              {...field('contactPhone')}
              className="report-dialog__input"
              type="tel"
              autoComplete="tel"
            />
          )}
        </FormField>
        <FormActions
          className="report-dialog__actions"
          onCancel={onClose}
          submitLabel="Send report"
          busyLabel="Sending…"
          busy={report.isSubmitting}
        />
      </form>
    </dialog>
  );
}
