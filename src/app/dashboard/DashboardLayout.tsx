import { useRef, type ReactNode } from 'react';
import DashboardMenu from './DashboardMenu';
import './dashboard-layout.css';

/**
 * The dashboard frame: the role menu beside the page on wide screens; on a phone an "Open Dashboard" button
 * opens it as a drawer (a modal <dialog>: focus stays inside, Escape and the backdrop close it).
 */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  const drawerRef = useRef<HTMLDialogElement>(null);
  const openDrawer = () => drawerRef.current?.showModal();
  const closeDrawer = () => drawerRef.current?.close();

  return (
    <div className="dashboard">
      <aside className="dashboard__sidebar">
        <DashboardMenu />
      </aside>
      <div className="dashboard__content">
        <button type="button" className="ss-button ss-button--ghost dashboard__open" onClick={openDrawer}>
          Open Dashboard
        </button>
        {children}
      </div>
      <dialog
        ref={drawerRef}
        className="dashboard__drawer"
        aria-label="Dashboard"
        onClick={(event) => event.target === event.currentTarget && closeDrawer()}
      >
        <div className="dashboard__drawer-body">
          <div className="dashboard__drawer-header">
            <h2 className="dashboard__drawer-title">Dashboard</h2>
            <button type="button" className="ss-button ss-button--ghost" onClick={closeDrawer}>
              Close
            </button>
          </div>
          <DashboardMenu onNavigate={closeDrawer} />
        </div>
      </dialog>
    </div>
  );
}
