import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import { formatPrice } from '@contract/format-price';
import { loginPath } from '@/lib/session/login-return';
import { canBuy } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import { shareLink } from '@/lib/share-link';
import { errorToastWithAction } from '@/lib/toast-action';
import { wishlistQueryOptions } from '@/lib/wishlist-query';
import { queueWrite } from '@/offline/outbox/queue-write';
import ReportProductDialog from './ReportProductDialog';
import './product-actions-menu.css';

const LOGIN_REQUIRED = 'You need to login to perform this action';
const BUYERS_ONLY = 'Wishlist and Report are for the accounts that buy, not admins';
export const WISHLIST_WAITING_MESSAGE =
  "No connection right now. The product will be added to your wishlist when you're back online.";

/**
 * The product's "more" menu: Share for everyone; Wishlist and Report for signed-in accounts that buy (sellers too);
 * everyone else is told why not (docs/spec.md section 8). A product already saved says so, and leads to the wishlist.
 */
export default function ProductActionsMenu({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { user } = useSession();
  const savedItems = useQuery({ ...wishlistQueryOptions(), enabled: canBuy(user) });
  const inWishlist = savedItems.data?.some((item) => item.product._id === product._id) ?? false;
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  /** Runs the action for a buyer; anyone else gets the reason in a toast. */
  const asBuyer = (action: () => void) => () => {
    setOpen(false);
    // Login brings the visitor back to this product.
    if (!user)
      errorToastWithAction(LOGIN_REQUIRED, {
        label: 'Login',
        run: () => navigate(loginPath(location)),
      });
    else if (!canBuy(user)) toast.error(BUYERS_ONLY);
    else action();
  };

  const wishlist = asBuyer(() => void addToWishlist());
  async function addToWishlist(): Promise<void> {
    const outcome = await queueWrite('wishlist', { productId: product._id });
    if (outcome.result === 'sent') {
      const { alreadyWishlisted } = outcome.answer;
      toast.success(alreadyWishlisted ? 'This product is already in your wishlist' : 'Product added to wishlist');
    } else if (outcome.result === 'refused') toast.error(outcome.message);
    else toast(WISHLIST_WAITING_MESSAGE);
  }
  const report = asBuyer(() => setReporting(true));

  async function share(): Promise<void> {
    setOpen(false);
    const url = new URL(`/product/${product._id}`, window.location.origin).href;
    const text = `${product.name}, ${formatPrice(product.resellPrice)} on Shutterswap`;
    const outcome = await shareLink({ title: product.name, text, url });
    if (outcome === 'copied') toast.success('Link copied');
    else if (outcome === 'failed') toast(`Copy this link: ${url}`);
  }

  return (
    <div className="actions-menu" ref={rootRef}>
      <button
        type="button"
        className="actions-menu__trigger"
        aria-label="More actions"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </button>
      {open ? (
        <ul id={menuId} className="actions-menu__list">
          <li>
            <button type="button" className="actions-menu__item" onClick={() => void share()}>
              Share
            </button>
          </li>
          <li>
            {inWishlist ? (
              <Link to="/dashboard/my-wishlist" className="actions-menu__item" onClick={() => setOpen(false)}>
                In your wishlist
              </Link>
            ) : (
              <button type="button" className="actions-menu__item" onClick={wishlist}>
                Wishlist
              </button>
            )}
          </li>
          <li>
            <button type="button" className="actions-menu__item" onClick={report}>
              Report
            </button>
          </li>
        </ul>
      ) : null}
      <ReportProductDialog product={product} open={reporting} onClose={() => setReporting(false)} />
    </div>
  );
}
