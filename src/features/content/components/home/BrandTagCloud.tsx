import type { CSSProperties } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { FEATURED_BRANDS } from '@/features/content/content-data/brands';
import SectionHeading from '../common/SectionHeading';
import './home-section.css';
import './brand-tag-cloud.css';

/** Tag sizes in a fixed rhythm, so the list reads as a cloud rather than a row of equal buttons. */
const TAG_SCALES = [1.3, 1, 0.9, 1.15, 0.95] as const;

/** The search for a brand's gear: every featured brand is one the catalogue knows, so its filter. */
function brandSearchPath(brand: string): string {
  return `/products?${new URLSearchParams({ brand }).toString()}`;
}

/**
 * The brands as a cloud of tags of varied sizes, side by side and still: a spinning sphere overlapped its tags and
 * moved them under the finger, so a tap could pick the brand that had just slid in front.
 */
export default function BrandTagCloud() {
  return (
    <section className="home-section brand-cloud" aria-labelledby="brand-cloud-title">
      <SectionHeading
        id="brand-cloud-title"
        eyebrow="Every major maker"
        title="Brands we trade"
        lead="Pick a brand to see the gear we have from it."
        align="center"
      />
      <ul className="brand-cloud__list" aria-label="Camera brands" data-testid="brand-cloud">
        {FEATURED_BRANDS.map((brand, index) => (
          <li
            key={brand}
            className="brand-cloud__item"
            style={{ '--tag-scale': TAG_SCALES[index % TAG_SCALES.length] } as CSSProperties}
          >
            <Link to={brandSearchPath(brand)} className="brand-cloud__tag" onClick={() => toast(brand)}>
              {brand}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
