import { GRADES } from '@contract/listing-details';
import ConditionPill from '@/components/ConditionPill';
import GradePill from '@/components/GradePill';
import SheetDialog from '@/components/SheetDialog';
import { CONDITION_MEANINGS } from './condition-scale';
import './grade-help-sheet.css';

interface GradeHelpSheetProps {
  open: boolean;
  onClose: () => void;
}

/** The grading help: every grade of the published scale with its meaning, then the spec's three conditions. */
export default function GradeHelpSheet({ open, onClose }: GradeHelpSheetProps) {
  return (
    <SheetDialog open={open} onClose={onClose} title="What do grades mean?">
      <p className="grade-help__intro">
        Sellers grade their gear on the scale the big used-camera dealers use, from Like New to Ugly. The grade says how
        it looks and works; the description tells you the rest.
      </p>
      <dl className="grade-help__list">
        {GRADES.map((grade) => (
          <div key={grade.code} className="grade-help__item">
            <dt>
              <GradePill grade={grade.code} /> {grade.name}
            </dt>
            <dd>{grade.meaning}</dd>
          </div>
        ))}
      </dl>
      <h3 className="grade-help__subtitle">Condition</h3>
      <p className="grade-help__intro">Every listing also says in one word how its seller sees it.</p>
      <dl className="grade-help__list">
        {CONDITION_MEANINGS.map((item) => (
          <div key={item.condition} className="grade-help__item">
            <dt>
              <ConditionPill condition={item.condition} />
            </dt>
            <dd>{item.meaning}</dd>
          </div>
        ))}
      </dl>
    </SheetDialog>
  );
}
