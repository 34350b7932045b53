import { describe, expect, it } from 'vitest';
import { isPaintedPath } from '@/app/first-paint/painted-paths';

describe('the pages the server paints', () => {
  it('are the public pages, with any id', () => {
    for (const path of [
      '/',
      '/products',
      '/category/film',
      '/product/0b7c1c2e',
      '/blog',
      '/blog/3',
      '/about',
      '/about/',
    ]) {
      expect({ path, painted: isPaintedPath(path) }).toEqual({ path, painted: true });
    }
  });

  it('are not the pages only the app shows', () => {
    for (const path of [
      '/login',
      '/register',
      '/dashboard',
      '/dashboard/my-orders',
      '/product',
      '/product/1/2',
      '/blogs',
    ]) {
      expect({ path, painted: isPaintedPath(path) }).toEqual({ path, painted: false });
    }
  });
});
