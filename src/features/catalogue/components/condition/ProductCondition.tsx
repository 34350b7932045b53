import { useState } from 'react';
import type { Product } from '@contract/catalogue';
import ConditionPill from '@/components/ConditionPill';
import { gradeMeaning, gradeTitle } from './condition-scale';
import GradeHelp from './GradeHelp';
import IncludedChecklist from './IncludedChecklist';
import './product-condition.css';

const count = new Intl.NumberFormat('en-US');

/** Honest condition: the seller's grade on the published scale, the shutter count of a body, and what comes with it. */
export default function ProductCondition({ product }: { product: Product }) {
  const [helpOpen, setHelpOpen] = useState(false);
  const helpLink = (
    <button type="button" className="product-condition__help" onClick={() => setHelpOpen(true)}>
      What do grades mean?
    </button>
  );

  return (
    <section className="product-condition" aria-labelledby="product-condition-title">
      <h2 id="product-condition-title" className="product-condition__title">
        Condition
      </h2>
      <div className="product-condition__grid">
        <div className="product-condition__block">
          <h3 className="product-condition__label">Grade</h3>
          {product.grade ? (
            <>
              <p className="product-condition__grade">{gradeTitle(product.grade)}</p>
              <p className="product-condition__meaning">{gradeMeaning(product.grade)}</p>
            </>
          ) : (
            <p className="product-condition__grade">
              <ConditionPill condition={product.condition} />
              <span className="product-condition__meaning">Not graded by the seller</span>
            </p>
          )}
          {helpLink}
        </div>
        {product.shutterCount !== null ? (
          <div className="product-condition__block">
            <h3 className="product-condition__label">Shutter</h3>
            <p className="product-condition__shutter">Shutter count: {count.format(product.shutterCount)}</p>
            <p className="product-condition__meaning">Frames taken so far, as reported by the seller.</p>
          </div>
        ) : null}
        <div className="product-condition__block">
          <h3 className="product-condition__label">What&apos;s included</h3>
          <IncludedChecklist included={product.included} />
        </div>
      </div>
      <GradeHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </section>
  );
}
