import type { Condition } from '@contract/catalogue';
import './condition-pill.css';

export default function ConditionPill({ condition }: { condition: Condition }) {
  return <span className={`condition-pill condition-pill--${condition.toLowerCase()}`}>{condition}</span>;
}
