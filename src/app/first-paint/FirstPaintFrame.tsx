import type { ReactNode } from 'react';
import SiteHeaderBar from '../layout/SiteHeaderBar';

/**
 * A public page as the server paints it before any script runs: the header and the page in plain elements, laid
 * out like the app's frame (AppPage). Its links work; its buttons, fields and menus wait for the app (a disabled
 * fieldset), so nothing chosen in them is lost when the app takes the page over.
 */
export default function FirstPaintFrame({ children }: { children: ReactNode }) {
  return (
    <fieldset className="first-paint__frame" disabled>
      <header className="site-header first-paint__header">
        <SiteHeaderBar menuButton={<span className="site-header__menu-button first-paint__menu-button" />} />
      </header>
      <main className="page-main">{children}</main>
    </fieldset>
  );
}
