import type { SearchFilters } from '@/features/catalogue/lib/search-filters';

interface ResultsSummaryProps {
  filters: SearchFilters;
  /** How many listings are shown so far; undefined while the first page loads. */
  shown: number | undefined;
  /** More pages exist beyond what is shown. */
  more: boolean;
}

/** "24+ results", "1 result": what is shown so far, "+" when more pages exist. */
export function resultsCount(shown: number, more: boolean): string {
  return `${shown}${more ? '+' : ''} ${shown === 1 && !more ? 'result' : 'results'}`;
}

/** "24+ results for “leica”", announced politely as results change. */
export default function ResultsSummary({ filters, shown, more }: ResultsSummaryProps) {
  let text = 'Searching…';
  if (shown !== undefined) {
    const count = resultsCount(shown, more);
    text = filters.q ? `${count} for “${filters.q}”` : count;
  }
  return (
    <p className="results-summary" aria-live="polite">
      {text}
    </p>
  );
}
