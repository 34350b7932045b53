import { lazy, Suspense, useState } from 'react';
import { categoryFromParam } from '@contract/catalogue';
import SearchField from '@/components/SearchField';
import { useAdvertisedProducts, useCategoryProducts } from '@/lib/product-list-queries';
import { useSearchProducts } from '../api/search-products';
import CategorySelect from '../components/CategorySelect';
import GradeHelp from '../components/condition/GradeHelp';
import ProductListView from '../components/ProductListView';
import RecentlyViewedStrip from '../components/recently-viewed/RecentlyViewedStrip';
import FilterChips from '../components/search/FilterChips';
import FilterPanel from '../components/search/FilterPanel';
import FiltersButton from '../components/search/FiltersButton';
import ResultsSummary from '../components/search/ResultsSummary';
import SearchResults from '../components/search/SearchResults';
import SortSelect from '../components/search/SortSelect';
import { useMediaQuery } from '../hooks/use-media-query';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { useSearchFilters } from '../hooks/use-search-filters';
import { isSearching, withQuery, type SearchFilters } from '../lib/search-filters';
import '../components/search/products-page.css';

const FilterSheet = lazy(() => import('../components/search/FilterSheet'));

/**
 * "Check out our inventory": the advertised storefront (or one category, spec "Products"), which becomes search
 * results as soon as the user searches, filters by more than the category, or picks an order.
 */
export default function ProductsPage() {
  const { filters, setFilters } = useSearchFilters();
  const searching = isSearching(filters);
  const wide = useMediaQuery('(min-width: 992px)');
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetOpened = useOpenedOnce(sheetOpen);
  const [gradeHelpOpen, setGradeHelpOpen] = useState(false);

  const advertised = useAdvertisedProducts({ enabled: !searching && filters.category === undefined });
  const inCategory = useCategoryProducts(searching ? undefined : filters.category);
  const results = useSearchProducts(filters, { enabled: searching });

  const refine = (next: SearchFilters) => setFilters(next, 'replace');
  const shown = results.data?.pages.reduce((total, page) => total + page.items.length, 0);

  return (
    <>
      <h1 className="page-heading">Check out our inventory</h1>
      <div className="products-page__search">
        <SearchField
          label="Search the inventory"
          value={filters.q}
          onSearch={(q) => setFilters(withQuery(filters, q), 'push')}
          className="products-page__search-field"
        />
        {/* The spec's selector: All Products or one category (?category=film). */}
        <CategorySelect
          value={filters.category}
          onChange={(slug) => refine({ ...filters, category: categoryFromParam(slug) })}
        />
      </div>
      {searching ? null : <RecentlyViewedStrip />}
      <div className="products-page__layout">
        {/* The panel (wide screens) or the Filters button (phones): chosen by the stylesheet, so a page the
            server painted (src/app/first-paint) is laid out right at every width. */}
        <aside className="products-page__panel" aria-labelledby="filter-panel-title">
          <h2 id="filter-panel-title" className="products-page__panel-title">
            Filters
          </h2>
          <FilterPanel filters={filters} onChange={refine} onExplainGrades={() => setGradeHelpOpen(true)} />
        </aside>
        <div className="products-page__results">
          <div className="products-page__toolbar">
            {searching ? <ResultsSummary filters={filters} shown={shown} more={results.hasNextPage} /> : null}
            <FiltersButton filters={filters} expanded={sheetOpen} onClick={() => setSheetOpen(true)} />
            <SortSelect filters={filters} onChange={refine} />
          </div>
          <FilterChips filters={filters} onChange={refine} />
          {searching ? (
            <SearchResults query={results} filters={filters} onChange={refine} />
          ) : filters.category ? (
            <ProductListView
              query={inCategory}
              label={`${filters.category} products`}
              emptyTitle={`No ${filters.category} gear listed yet`}
            />
          ) : (
            <ProductListView query={advertised} label="All products" emptyTitle="No products listed yet" />
          )}
        </div>
      </div>
      {sheetOpened && !wide ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            filters={filters}
            onChange={refine}
            onExplainGrades={() => setGradeHelpOpen(true)}
          />
        </Suspense>
      ) : null}
      <GradeHelp open={gradeHelpOpen} onClose={() => setGradeHelpOpen(false)} />
    </>
  );
}
