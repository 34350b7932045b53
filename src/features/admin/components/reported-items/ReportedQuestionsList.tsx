import { Link } from 'react-router-dom';
import type { ReportedQuestions } from '@contract/listing-questions';
import { formatWhen } from '@/lib/format-when';

interface ReportedQuestionsListProps {
  reports: ReportedQuestions[];
  dismissingId: string | undefined;
  onDismiss: (report: ReportedQuestions) => void;
}

/** Question threads a buyer or a seller reported: who is in it, who reported it and why; read it, then dismiss. */
export default function ReportedQuestionsList({ reports, dismissingId, onDismiss }: ReportedQuestionsListProps) {
  return (
    <ul className="reported-questions" aria-label="Reported questions">
      {reports.map((report) => (
        <li key={report._id} className="reported-questions__item">
          <h3 className="reported-questions__title">{report.productName}</h3>
          <p>
            {report.buyerName} (buyer) and {report.sellerName} (seller). Reported by the {report.reportedBy},{' '}
            {report.reporterName}, on {formatWhen(report.createdAt)}: {report.reason}
          </p>
          <p className="reported-questions__actions">
            <Link
              to={`/dashboard/questions/${report.productId}/${report.buyerId}`}
              className="ss-button ss-button--ghost"
            >
              Read the conversation
            </Link>
            <button
              type="button"
              className="ss-button ss-button--ghost"
              aria-label={`Dismiss the report on ${report.productName}`}
              disabled={dismissingId === report._id}
              onClick={() => onDismiss(report)}
            >
              {dismissingId === report._id ? 'Dismissing…' : 'Dismiss'}
            </button>
          </p>
        </li>
      ))}
    </ul>
  );
}
