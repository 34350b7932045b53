import { useId, useRef, useState } from 'react';
import { categoryFromParam } from '@contract/catalogue';
import SearchField from '@/components/SearchField';
import SkipLink from '@/components/SkipLink';
import { createOpenFlag } from '@/lib/open-flag';
import DeviceSearchNotice from '@/offline/catalogue/DeviceSearchNotice';
import { isFromDevice } from '@/offline/catalogue/device-search-page';
import SaveForOffline from '@/offline/catalogue/SaveForOffline';
import { useSearchProducts } from '../api/search-products';
import CategorySelect from '../components/CategorySelect';
import GradeHelp from '../components/condition/GradeHelp';
import RecentlyViewedStrip from '../components/recently-viewed/RecentlyViewedStrip';
import FilterChips from '../components/search/FilterChips';
import FilterPanel from '../components/search/FilterPanel';
import FiltersButton from '../components/search/FiltersButton';
import PhoneFilterSheet from '../components/search/PhoneFilterSheet';
import ResultsSummary from '../components/search/ResultsSummary';
import SaveSearch from '../components/search/SaveSearch';
import SearchResults from '../components/search/SearchResults';
import SortSelect from '../components/search/SortSelect';
import { useMediaQuery } from '../hooks/use-media-query';
import { useSearchFilters } from '../hooks/use-search-filters';
import { isSearching, savedSearchOf, withQuery, type SearchFilters } from '../lib/search-filters';
import '../components/search/products-page.css';

/**
 * "Check out our inventory": every listing for sale (or one category's), featured ones first, as search sees them;
 * it reads as results once the user searches, filters by more than the category, or picks an order.
 */
export default function ProductsPage() {
  const { filters, setFilters } = useSearchFilters();
  const searching = isSearching(filters);
  const wide = useMediaQuery('(min-width: 992px)');
  const [filterSheet] = useState(createOpenFlag);
  const [gradeHelpOpen, setGradeHelpOpen] = useState(false);
  const listHeadingId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const results = useSearchProducts(filters);

  const refine = (next: SearchFilters) => setFilters(next, 'replace');
  const shown = results.data?.pages.reduce((total, page) => total + page.items.length, 0);
  const listLabel = searching ? 'Search results' : `${filters.category ?? 'All'} products`;
  const firstPage = results.data?.pages[0];
  const savedSearch = searching ? savedSearchOf(filters) : null;

  return (
    <>
      <SkipLink target={listHeading} targetId={listHeadingId}>
        Skip to the products
      </SkipLink>
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
        {/* The panel (wide screens) or the Filters button (phones): chosen by the stylesheet, so the page the
            server renders is laid out right at every width. */}
        <aside className="products-page__panel" aria-labelledby="filter-panel-title">
          <h2 id="filter-panel-title" className="products-page__panel-title">
            Filters
          </h2>
          <FilterPanel filters={filters} onChange={refine} onExplainGrades={() => setGradeHelpOpen(true)} />
        </aside>
        <div className="products-page__results">
          <div className="products-page__toolbar">
            {searching ? <ResultsSummary filters={filters} shown={shown} more={results.hasNextPage} /> : null}
            <FiltersButton filters={filters} sheet={filterSheet} />
            <SortSelect filters={filters} onChange={refine} />
          </div>
          <FilterChips filters={filters} onChange={refine} />
          {isFromDevice(firstPage) ? <DeviceSearchNotice listings={firstPage.fromDevice.listings} /> : null}
          {savedSearch && firstPage && !isFromDevice(firstPage) ? (
            <div className="products-page__keep">
              <SaveSearch query={savedSearch.query} label={savedSearch.label} />
              <SaveForOffline
                scope={{ kind: 'search', query: savedSearch.query }}
                label={savedSearch.label}
                actionLabel="Save these results for offline"
              />
            </div>
          ) : null}
          {/* The cards' names are h3s: this keeps the outline whole on phones, where the filter panel is hidden.
              The skip link lands here, so the next Tab is the first product. */}
          <h2 id={listHeadingId} ref={listHeading} tabIndex={-1} className="visually-hidden">
            {listLabel}
          </h2>
          <SearchResults query={results} filters={filters} label={listLabel} />
        </div>
      </div>
      {wide ? null : (
        <PhoneFilterSheet
          sheet={filterSheet}
          filters={filters}
          onChange={refine}
          onExplainGrades={() => setGradeHelpOpen(true)}
          found={shown === undefined ? undefined : { shown, more: results.hasNextPage }}
        />
      )}
      <GradeHelp open={gradeHelpOpen} onClose={() => setGradeHelpOpen(false)} />
    </>
  );
}
