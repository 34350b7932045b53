import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryProductsQueryKey, getCategoryProducts } from '@/lib/product-list-queries';

/** Answers every request with an empty list and records the path asked for. */
function recordRequests(): string[] {
  const paths: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    paths.push(input);
    return Promise.resolve(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  return paths;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('category listings', () => {
  it('asks for a category with a space and an ampersand by its slug, never the raw name', async () => {
    const paths = recordRequests();
    await getCategoryProducts('Point & Shoot');
    await getCategoryProducts('Medium Format');
    expect(paths).toEqual(['/api/category/point-and-shoot', '/api/category/medium-format']);
  });

  it('keys the cache by the slug, as the persisted cache stores it', () => {
    expect(categoryProductsQueryKey('Point & Shoot')).toEqual(['products', 'category', 'point-and-shoot']);
  });
});
