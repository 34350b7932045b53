import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import FooterLinkColumns from '@/features/content/components/footer/FooterLinkColumns';
import LegalPage from '@/features/content/pages/LegalPage';

/* Terms of use, Privacy policy and Cookie policy are pages, linked from the footer (they were dead grey text). */

function showPage(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<LegalPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the legal pages', () => {
  it('are linked from the footer', () => {
    render(
      <MemoryRouter>
        <FooterLinkColumns />
      </MemoryRouter>,
    );
    const links = Object.fromEntries(
      ['Terms of use', 'Privacy policy', 'Cookie policy'].map((name) => [
        name,
        screen.getByRole('link', { name }).getAttribute('href'),
      ]),
    );
    expect(links).toEqual({ 'Terms of use': '/terms', 'Privacy policy': '/privacy', 'Cookie policy': '/cookies' });
  });

  it.each([
    ['/terms', 'Terms of use', 'No warranty'],
    ['/privacy', 'Privacy policy', 'Who sees it'],
    ['/cookies', 'Cookie policy', 'No tracking cookies'],
  ])('%s says what it is about', (path, title, section) => {
    showPage(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
  });

  it('says the card is charged only at the hand-over, and that a badge is not a guarantee', () => {
    showPage('/terms');
    const terms = screen.getByRole('article');
    expect(within(terms).getByText(/only then is the payment taken/)).toBeTruthy();
    expect(within(terms).getByText(/it is not a guarantee of any item/)).toBeTruthy();
  });
});
