import { GRADES, type GradeCode } from '@contract/listing-details';
import './grade-pill.css';

/** The listing's grade code ("EX+"), its name on hover and for screen readers. */
export default function GradePill({ grade }: { grade: GradeCode }) {
  const name = GRADES.find((candidate) => candidate.code === grade)?.name ?? grade;
  return (
    <span className="grade-pill" title={`Grade ${grade}: ${name}`}>
      <span className="visually-hidden">Grade </span>
      {grade}
    </span>
  );
}
