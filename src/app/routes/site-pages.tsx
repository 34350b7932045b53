import type { ComponentType } from 'react';
import type { SitePageId } from '@contract/site-routes';
import { preloadableLazy, type PreloadableComponent } from '@/lib/preloadable-lazy';

/*
 * What each site page of the route table (contract/site-routes.ts) shows: its page module, loaded lazily in the
 * browser (and before hydration for the page the server rendered), whose code and styles the server links into
 * the page it renders. The answers each page is rendered with: src/app/server/page-data.ts.
 */

type PageModule = { default: ComponentType };

// Every page module, by its path from the project root (the key of the build's manifest, with a leading /).
const PAGE_MODULES = import.meta.glob<PageModule>('/src/features/*/pages/*Page.tsx');

export interface SitePage extends PreloadableComponent<object> {
  /** The page's module, from the project root ("src/features/content/pages/HomePage.tsx"). */
  module: string;
}

function sitePage(module: string): SitePage {
  const load = PAGE_MODULES[`/${module}`];
  if (!load) throw new Error(`No page module ${module}`);
  return { module, ...preloadableLazy(load) };
}

export const SITE_PAGES: Record<SitePageId, SitePage> = {
  home: sitePage('src/features/content/pages/HomePage.tsx'),
  products: sitePage('src/features/catalogue/pages/ProductsPage.tsx'),
  category: sitePage('src/features/catalogue/pages/CategoryPage.tsx'),
  product: sitePage('src/features/catalogue/pages/ProductDetailsPage.tsx'),
  seller: sitePage('src/features/catalogue/pages/SellerPage.tsx'),
  blog: sitePage('src/features/content/pages/BlogPage.tsx'),
  blogPost: sitePage('src/features/content/pages/BlogPostPage.tsx'),
  about: sitePage('src/features/content/pages/AboutPage.tsx'),
  terms: sitePage('src/features/content/pages/LegalPage.tsx'),
  privacy: sitePage('src/features/content/pages/LegalPage.tsx'),
  cookies: sitePage('src/features/content/pages/LegalPage.tsx'),
  savedForOffline: sitePage('src/features/catalogue/pages/SavedForOfflinePage.tsx'),
  login: sitePage('src/features/auth/pages/LoginPage.tsx'),
  register: sitePage('src/features/auth/pages/RegisterPage.tsx'),
  forgotPassword: sitePage('src/features/auth/pages/ForgotPasswordPage.tsx'),
  resetPassword: sitePage('src/features/auth/pages/ResetPasswordPage.tsx'),
};
