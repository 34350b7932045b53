import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONDITIONS } from '@contract/catalogue';
import ChoiceGroup from './ChoiceGroup';

interface ConditionChoiceProps {
  id: string;
  error: string | undefined;
  /** The form's binding of the condition, given to each choice. */
  field: UseFormRegisterReturn;
}

const HINTS: Record<(typeof CONDITIONS)[number], string> = {
  Excellent: 'Barely used, no marks',
  Good: 'Light wear, works perfectly',
  Fair: 'Visible wear or a known quirk',
};

const CHOICES = CONDITIONS.map((condition) => ({ value: condition, name: condition, hint: HINTS[condition] }));

/** The spec's three conditions as a radio group of large, tappable choices. */
export default function ConditionChoice({ id, error, field }: ConditionChoiceProps) {
  return <ChoiceGroup id={id} legend="Condition" choices={CHOICES} error={error} field={field} />;
}
