import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import FilterSheet from '@/features/catalogue/components/search/FilterSheet';
import { NO_FILTERS } from '@/features/catalogue/lib/search-filters';
import { answer, resetFakeApi } from './support/fake-api';
import { renderScreen } from './support/render-screen';

/* Issue 31: the phone's filter sheet says what its filters find before it is closed: "Show 12 results". */

beforeEach(() => {
  resetFakeApi();
  answer('GET /api/catalogue-filters', { body: { brands: [], mounts: [] } });
});

const closeButton = (found: { shown: number; more: boolean } | undefined) => {
  renderScreen(
    <FilterSheet
      open
      onClose={() => undefined}
      filters={NO_FILTERS}
      onChange={() => undefined}
      onExplainGrades={() => undefined}
      found={found}
    />,
  );
  return screen.getByRole('button', { name: /results?$/ }).textContent;
};

describe('the filter sheet’s closing button', () => {
  it.each([
    [{ shown: 12, more: false }, 'Show 12 results'],
    [{ shown: 24, more: true }, 'Show 24+ results'],
    [{ shown: 1, more: false }, 'Show 1 result'],
    [{ shown: 0, more: false }, 'No results'],
    [undefined, 'Show results'],
  ])('finding %j says "%s"', (found, label) => {
    expect(closeButton(found)).toBe(label);
  });
});
