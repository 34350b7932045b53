import { useState, type ReactNode } from 'react';
import Drawer from '@/components/Drawer';
import DashboardMenu from './DashboardMenu';
import './dashboard-layout.css';

/**
 * The dashboard frame: the role menu beside the page on wide screens; on a phone an "Open Dashboard" button
 * opens it as a drawer.
 */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className="dashboard">
      <aside className="dashboard__sidebar">
        <DashboardMenu />
      </aside>
      <div className="dashboard__content">
        <button
          type="button"
          className="ss-button ss-button--ghost dashboard__open"
          onClick={() => setDrawerOpen(true)}
        >
          Open Dashboard
        </button>
        {children}
      </div>
      <Drawer open={drawerOpen} onClose={closeDrawer} label="Dashboard">
        <div className="dashboard__drawer-body">
          <div className="dashboard__drawer-header">
            <h2 className="dashboard__drawer-title">Dashboard</h2>
            <button type="button" className="ss-button ss-button--ghost" onClick={closeDrawer}>
              Close
            </button>
          </div>
          <DashboardMenu onNavigate={closeDrawer} />
        </div>
      </Drawer>
    </div>
  );
}
