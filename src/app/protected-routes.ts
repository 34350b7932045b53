import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Access } from '../lib/session/roles';

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

/*
 * THE list of the role pages: the route, its guard and (with `menu`) the dashboard menu item and overview card all
 * follow from the entry, listed in the spec's menu order. The dashboard overview (AppRoutes.tsx) lists these pages,
 * so it is not one of them. Pages are lazy so none of them weighs on the first page.
 */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  {
    path: '/orderProduct/:id',
    access: 'Buyer',
    page: lazy(() => import('../features/buying/pages/OrderProductPage')),
    inDashboard: false,
  },
  {
    path: '/payment/:productId',
    access: 'Buyer',
    page: lazy(() => import('../features/buying/pages/PaymentPage')),
    inDashboard: false,
  },
  {
    path: '/dashboard/my-orders',
    access: 'Buyer',
    page: lazy(() => import('../features/buying/pages/MyOrdersPage')),
    inDashboard: true,
    menu: {
      label: 'My Orders',
      summary: 'Your orders: pay once the seller accepts, message them, confirm the hand-over, rate them.',
    },
  },
  {
    path: '/dashboard/orders/:id',
    access: 'signedIn',
    page: lazy(() => import('../features/deals/pages/OrderPage')),
    inDashboard: true,
  },
  {
    path: '/dashboard/my-wishlist',
    access: 'Buyer',
    page: lazy(() => import('../features/buying/pages/MyWishlistPage')),
    inDashboard: true,
    menu: { label: 'My Wishlist', summary: 'The gear you saved for later, ready to order while it is available.' },
  },
  {
    path: '/dashboard/add-product',
    access: 'Seller',
    page: lazy(() => import('../features/selling/pages/AddProductPage')),
    inDashboard: true,
    menu: { label: 'Add Product', summary: 'List a camera, lens or accessory with photos straight from your phone.' },
  },
  {
    path: '/dashboard/my-products',
    access: 'Seller',
    page: lazy(() => import('../features/selling/pages/MyProductsPage')),
    inDashboard: true,
    menu: { label: 'My Products', summary: 'Advertise, update or remove your listings and see what has sold.' },
  },
  {
    path: '/dashboard/orders-received',
    access: 'Seller',
    page: lazy(() => import('../features/deals/pages/SellerOrdersPage')),
    inDashboard: true,
    menu: {
      label: 'Orders Received',
      summary: 'Accept or decline orders, agree where to meet, and show the hand-over code to get paid.',
    },
  },
  {
    path: '/dashboard/all-buyers',
    access: 'admin',
    page: lazy(() => import('../features/admin/pages/AllBuyersPage')),
    inDashboard: true,
    menu: { label: 'All Buyers', summary: 'See every buyer account and remove the ones that break the rules.' },
  },
  {
    path: '/dashboard/all-sellers',
    access: 'admin',
    page: lazy(() => import('../features/admin/pages/AllSellersPage')),
    inDashboard: true,
    menu: { label: 'All Sellers', summary: 'Verify trustworthy sellers and remove the ones that break the rules.' },
  },
  {
    path: '/dashboard/reported-items',
    access: 'admin',
    page: lazy(() => import('../features/admin/pages/ReportedItemsPage')),
    inDashboard: true,
    menu: { label: 'Reported Items', summary: 'Review what buyers reported: remove the listing or ignore the report.' },
  },
  {
    path: '/dashboard/disputes',
    access: 'admin',
    page: lazy(() => import('../features/admin/pages/DisputesPage')),
    inDashboard: true,
    menu: {
      label: 'Disputes',
      summary: 'Deals that went wrong: read the messages, then release the payment or refund.',
    },
  },
  {
    path: '/dashboard/notifications',
    access: 'signedIn',
    page: lazy(() => import('../features/notifications/pages/NotificationsPage')),
    inDashboard: true,
    menu: {
      label: 'Notifications',
      summary: 'What happened on your deals (and, for admins, new disputes), and phone notifications.',
    },
  },
];
