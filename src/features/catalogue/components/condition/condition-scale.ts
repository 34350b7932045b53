import type { Condition } from '@contract/catalogue';
import { GRADES, type GradeCode } from '@contract/listing-details';

/** The seller's own three-word condition (the spec's), explained next to the finer grades. */
export const CONDITION_MEANINGS: ReadonlyArray<{ condition: Condition; meaning: string }> = [
  { condition: 'Excellent', meaning: 'Barely used, works perfectly. Usually graded LN or EX+.' },
  { condition: 'Good', meaning: 'Used with care: normal signs of use, fully working. Usually EX+ or EX.' },
  { condition: 'Fair', meaning: 'Well used: obvious wear, may need attention. Usually BGN or UG.' },
];

/** "Excellent Plus" */
export function gradeName(code: GradeCode): string {
  return GRADES.find((candidate) => candidate.code === code)?.name ?? code;
}

/** "EX+ · Excellent Plus" */
export function gradeTitle(code: GradeCode): string {
  return `${code} · ${gradeName(code)}`;
}

export function gradeMeaning(code: GradeCode): string {
  return GRADES.find((candidate) => candidate.code === code)?.meaning ?? '';
}
