import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { categorySlug } from '@contract/catalogue';
import { SHOP_CATEGORY_TABS } from '@/features/content/content-data/shop-categories';
import { useHydrated } from '@/lib/use-hydrated';
import SectionHeading from '../common/SectionHeading';
import CategoryCarousel from './CategoryCarousel';
import './home-section.css';
import './shop-by-categories.css';

const tabId = (index: number) => `shop-category-tab-${index}`;
const PANEL_ID = 'shop-category-panel';

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen category loads. */
export default function ShopByCategories() {
  const [activeIndex, setActiveIndex] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = SHOP_CATEGORY_TABS[activeIndex] ?? SHOP_CATEGORY_TABS[0]!;
  // Only the app can change the shown category: a tab pressed before it adopts the page would go unanswered.
  const ready = useHydrated();

  function select(index: number) {
    const count = SHOP_CATEGORY_TABS.length;
    const next = (index + count) % count;
    setActiveIndex(next);
    tabs.current[next]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      Home: 0,
      End: SHOP_CATEGORY_TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <section className="home-section shop-categories" aria-labelledby="shop-categories-title">
      <SectionHeading
        id="shop-categories-title"
        eyebrow="Browse the shelves"
        title="Shop by Categories"
        lead="From pocketable point & shoots to medium-format workhorses."
      />
      <div
        className="shop-categories__tabs"
        role="tablist"
        aria-labelledby="shop-categories-title"
        onKeyDown={handleKeyDown}
      >
        {SHOP_CATEGORY_TABS.map((tab, index) => {
          const isActive = index === activeIndex;
          return (
            <button
              key={tab.label}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={isActive}
              aria-controls={PANEL_ID}
              tabIndex={isActive ? 0 : -1}
              // Not `disabled`: the scrolling tab list must keep a control the keyboard can reach.
              aria-disabled={ready ? undefined : true}
              className="shop-categories__tab"
              onClick={() => ready && setActiveIndex(index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(activeIndex)} className="shop-categories__panel">
        <CategoryCarousel key={active.category} tab={active} />
        <div className="shop-categories__see-all">
          <Link className="ss-button ss-button--ghost" to={`/category/${categorySlug(active.category)}`}>
            See All <span className="visually-hidden">{active.label}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
