import type { ReactNode } from 'react';
import SiteFooter from '@/features/content/components/SiteFooter';
import { AWAITS_APP_ATTRIBUTE } from '@/lib/awaits-app';
import SiteHeaderBar from '../layout/SiteHeaderBar';
import { COUNTERPART_ATTRIBUTE } from './first-paint-replay';

/**
 * A public page as the server paints it before any script runs: the header and the page in plain elements, laid
 * out like the app's frame (AppPage), and the footer. Its links work; what is pressed or typed in it is done again on the app's
 * page once the app has started (first-paint-replay.ts), so nothing chosen in it is lost.
 */
export default function FirstPaintFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="site-header first-paint__header">
        <SiteHeaderBar
          menuButton={
            <button
              type="button"
              className="site-header__menu-button first-paint__menu-button"
              aria-label="Open menu"
              {...{ [COUNTERPART_ATTRIBUTE]: 'ion-menu-button' }}
            />
          }
        />
      </header>
      <main className="page-main">{children}</main>
      {/* Its map and its form are the app's: the footer scrolled to starts the app. */}
      <div {...{ [AWAITS_APP_ATTRIBUTE]: '' }}>
        <SiteFooter />
      </div>
    </>
  );
}
