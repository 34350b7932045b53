import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { Product } from '../../../../contract/catalogue';
import { REPORT_REASONS, reportProductSchema } from '../../../../contract/reports';
import { useSession } from '../../../lib/session/use-session';
import { useQueuedWrite } from '../../../offline/outbox/use-queued-write';
import { reportProductWrite, type Reported } from '../api/report-product';
import './report-product-dialog.css';

interface ReportProductDialogProps {
  product: Product;
  open: boolean;
  onClose: () => void;
}

type ReportField = 'reason' | 'details' | 'contactPhone';
type ReportValues = Record<ReportField, string>;

const EMPTY: ReportValues = { reason: REPORT_REASONS[0], details: '', contactPhone: '' };

export const REPORT_WAITING_MESSAGE =
  "No connection right now. Your report is saved and will be sent when you're back online.";

function isReportField(field: string | undefined): field is ReportField {
  return field === 'reason' || field === 'details' || field === 'contactPhone';
}

/** "Report": a short form (a sheet on a phone) telling the admins what is wrong with a listing. */
export default function ReportProductDialog({ product, open, onClose }: ReportProductDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const report = useQueuedWrite();
  const buyerId = useSession().user?._id;
  const [values, setValues] = useState<ReportValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ReportField, string>>>({});

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const change = (field: ReportField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!buyerId || report.isSubmitting) return;
    const parsed = reportProductSchema.safeParse({ productId: product._id, ...values });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      if (isReportField(field)) setErrors({ [field]: issue?.message });
      return;
    }
    const outcome = await report.submit(reportProductWrite(parsed.data, buyerId));
    if (outcome.result === 'refused') {
      if (isReportField(outcome.field)) setErrors({ [outcome.field]: outcome.message });
      else toast.error(outcome.message);
      return;
    }
    if (outcome.result === 'sent') {
      const { alreadyReported } = outcome.answer as Reported;
      toast.success(alreadyReported ? 'You have already reported this product' : 'Product has been reported to Admin');
    } else {
      toast(REPORT_WAITING_MESSAGE);
    }
    setValues(EMPTY);
    onClose();
  };

  const describedBy = (field: ReportField) => (errors[field] ? `${fieldId}-${field}-error` : undefined);
  const fieldError = (field: ReportField) =>
    errors[field] ? (
      <p id={`${fieldId}-${field}-error`} className="report-dialog__error">
        {errors[field]}
      </p>
    ) : null;

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
        <label className="report-dialog__label" htmlFor={`${fieldId}-reason`}>
          What is wrong?
        </label>
        <select
          id={`${fieldId}-reason`}
          className="report-dialog__input"
          value={values.reason}
          aria-describedby={describedBy('reason')}
          onChange={(event) => change('reason', event.target.value)}
        >
          {REPORT_REASONS.map((reason) => (
            <option key={reason}>{reason}</option>
          ))}
        </select>
        {fieldError('reason')}
        <label className="report-dialog__label" htmlFor={`${fieldId}-details`}>
          Details <span className="report-dialog__optional">(optional)</span>
        </label>
        <textarea
          id={`${fieldId}-details`}
          className="report-dialog__input report-dialog__textarea"
          rows={3}
          maxLength={1000}
          value={values.details}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={describedBy('details')}
          onChange={(event) => change('details', event.target.value)}
        />
        {fieldError('details')}
        <label className="report-dialog__label" htmlFor={`${fieldId}-contactPhone`}>
          Your phone <span className="report-dialog__optional">(optional, if the admins may call you)</span>
        </label>
        <input
          id={`${fieldId}-contactPhone`}
          className="report-dialog__input"
          type="tel"
          autoComplete="tel"
          value={values.contactPhone}
          aria-invalid={errors.contactPhone ? true : undefined}
          aria-describedby={describedBy('contactPhone')}
          onChange={(event) => change('contactPhone', event.target.value)}
        />
        {fieldError('contactPhone')}
        <div className="report-dialog__actions">
          <button type="button" className="ss-button ss-button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="ss-button" disabled={report.isSubmitting}>
            {report.isSubmitting ? 'Sending…' : 'Send report'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
