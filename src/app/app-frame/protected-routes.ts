import { type ComponentType, type LazyExoticComponent } from 'react';
import { SITE_ROUTES, type AppFrameId } from '@contract/site-routes';
import type { Access } from '@/lib/session/roles';
import { lazyChunk } from '@/lib/lazy-chunk';

export interface ProtectedRoute {
  path: string;
  /** Who may open it (docs/spec.md section 6); anyone else is sent to /login and comes back after signing in. */
  access: Access;
  page: LazyExoticComponent<ComponentType>;
  /** Shown inside the dashboard's layout, with the role menu drawer. */
  inDashboard: boolean;
  /** Listed in the dashboard menu and on the dashboard overview for the users it is meant for. */
  menu?: { label: string; summary: string };
}

type Binding = Omit<ProtectedRoute, 'path'>;

/*
 * The role pages of the route table (contract/site-routes.ts): the route, its guard and (with `menu`) the
 * dashboard menu item and overview card all follow from the entry, listed in the spec's menu order. The dashboard
 * overview (AppRoutes.tsx) lists these pages, so it is not one of them. Pages are lazy so none of them weighs on
 * the first page.
 */
const BINDINGS: Record<Exclude<AppFrameId, 'dashboard'>, Binding> = {
  orderProduct: {
    access: 'buy',
    page: lazyChunk(() => import('@/features/buying/pages/OrderProductPage')),
    inDashboard: false,
  },
  makeOffer: {
    access: 'buy',
    page: lazyChunk(() => import('@/features/buying/pages/MakeOfferPage')),
    inDashboard: false,
  },
  payment: {
    access: 'buy',
    page: lazyChunk(() => import('@/features/buying/pages/PaymentPage')),
    inDashboard: false,
  },
  myOrders: {
    access: 'buy',
    page: lazyChunk(() => import('@/features/buying/pages/MyOrdersPage')),
    inDashboard: true,
    menu: {
      label: 'My Orders',
      summary: 'Your orders: pay once the seller accepts, message them, confirm the hand-over, rate them.',
    },
  },
  myOffers: {
    access: 'buy',
    page: lazyChunk(() => import('@/features/offers/pages/MyOffersPage')),
    inDashboard: true,
    menu: {
      label: 'My Offers',
      summary: 'The prices you offered: accept or decline a counter-offer, pay once accepted.',
    },
  },
  order: {
    access: 'signedIn',
    page: lazyChunk(() => import('@/features/deals/pages/OrderPage')),
    inDashboard: true,
  },
  myWishlist: {
    access: 'buy',
    page: lazyChunk(() => import('@/features/buying/pages/MyWishlistPage')),
    inDashboard: true,
    menu: { label: 'My Wishlist', summary: 'The gear you saved for later, ready to order while it is available.' },
  },
  savedSearches: {
    access: 'buy',
    page: lazyChunk(() => import('@/features/buying/pages/SavedSearchesPage')),
    inDashboard: true,
    menu: { label: 'Saved Searches', summary: 'The searches you are told about: each new listing they find.' },
  },
  addProduct: {
    access: 'sell',
    page: lazyChunk(() => import('@/features/selling/pages/AddProductPage')),
    inDashboard: true,
    menu: { label: 'Add Product', summary: 'List a camera, lens or accessory with photos straight from your phone.' },
  },
  myProducts: {
    access: 'sell',
    page: lazyChunk(() => import('@/features/selling/pages/MyProductsPage')),
    inDashboard: true,
    menu: { label: 'My Products', summary: 'Advertise, update or remove your listings and see what has sold.' },
  },
  ordersReceived: {
    access: 'sell',
    page: lazyChunk(() => import('@/features/deals/pages/SellerOrdersPage')),
    inDashboard: true,
    menu: {
      label: 'Orders Received',
      summary: 'Accept or decline orders, agree where to meet, and show the hand-over code to get paid.',
    },
  },
  offersReceived: {
    access: 'sell',
    page: lazyChunk(() => import('@/features/offers/pages/OffersReceivedPage')),
    inDashboard: true,
    menu: {
      label: 'Offers Received',
      summary: 'Prices buyers offered for your listings: accept, decline or counter within 48 hours.',
    },
  },
  allBuyers: {
    access: 'admin',
    page: lazyChunk(() => import('@/features/admin/pages/AllBuyersPage')),
    inDashboard: true,
    menu: { label: 'All Buyers', summary: 'See every buyer account and remove the ones that break the rules.' },
  },
  allSellers: {
    access: 'admin',
    page: lazyChunk(() => import('@/features/admin/pages/AllSellersPage')),
    inDashboard: true,
    menu: { label: 'All Sellers', summary: 'Verify trustworthy sellers and remove the ones that break the rules.' },
  },
  reportedItems: {
    access: 'admin',
    page: lazyChunk(() => import('@/features/admin/pages/ReportedItemsPage')),
    inDashboard: true,
    menu: { label: 'Reported Items', summary: 'Review what buyers reported: remove the listing or ignore the report.' },
  },
  disputes: {
    access: 'admin',
    page: lazyChunk(() => import('@/features/admin/pages/DisputesPage')),
    inDashboard: true,
    menu: {
      label: 'Disputes',
      summary: 'Deals that went wrong: read the messages, then release the payment or refund.',
    },
  },
  questions: {
    access: 'buy',
    page: lazyChunk(() => import('@/features/deals/pages/QuestionsPage')),
    inDashboard: true,
    menu: {
      label: 'Questions',
      summary: 'Ask a seller about their gear before you order, or answer what buyers ask about yours.',
    },
  },
  questionThread: {
    access: 'signedIn',
    page: lazyChunk(() => import('@/features/deals/pages/QuestionThreadPage')),
    inDashboard: true,
  },
  notifications: {
    access: 'signedIn',
    page: lazyChunk(() => import('@/features/notifications/pages/NotificationsPage')),
    inDashboard: true,
    menu: {
      label: 'Notifications',
      summary: 'What happened on your deals (and, for admins, new disputes), and phone notifications.',
    },
  },
};

export const PROTECTED_ROUTES: readonly ProtectedRoute[] = Object.entries(BINDINGS).map(([id, binding]) => ({
  path: SITE_ROUTES[id as keyof typeof BINDINGS].path,
  ...binding,
}));
