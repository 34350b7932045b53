import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BrandTagCloud from '@/features/content/components/home/BrandTagCloud';
import { renderScreen } from './support/render-screen';

describe("the home page's brand cloud", () => {
  it('opens the brand filter for every brand, the ones only action cameras carry included', () => {
    renderScreen(<BrandTagCloud />);
    const links = within(screen.getByTestId('brand-cloud')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sony', '/products?brand=Sony'],
      ['FujiFilm', '/products?brand=FujiFilm'],
      ['Leica', '/products?brand=Leica'],
      ['Nikon', '/products?brand=Nikon'],
      ['Panasonic', '/products?brand=Panasonic'],
      ['Ricoh', '/products?brand=Ricoh'],
      ['Canon', '/products?brand=Canon'],
      ['Olympus', '/products?brand=Olympus'],
      ['Pentax', '/products?brand=Pentax'],
      ['GoPro', '/products?brand=GoPro'],
      ['Hasselblad', '/products?brand=Hasselblad'],
      ['Wolfang', '/products?brand=Wolfang'],
      ['Akaso', '/products?brand=Akaso'],
      ['Mamiya', '/products?brand=Mamiya'],
      ['Minolta', '/products?brand=Minolta'],
    ]);
  });
});
