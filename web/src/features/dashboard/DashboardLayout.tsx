import { Button } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SidebarShell, SidebarUser } from '@/components/layout/SidebarShell';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useCurrentUser } from '@/features/auth/useCurrentUser';
import { useSignOut } from '@/features/auth/useSignOut';

const items = [
  { label: 'Dashboard', to: '/dashboard', end: true },
  { label: 'Services', to: '/dashboard/services' },
  { label: 'Monitoring', to: '/dashboard/monitoring' },
  { label: 'Security', to: '/dashboard/security' },
  { label: 'Billing', to: '/dashboard/billing' },
  { label: 'Settings', to: '/dashboard/settings' },
];
const quickActions = [
  { label: 'New Service', to: '/dashboard/services?new=1' },
  { label: 'Prize Promotions', to: '/dashboard/promotions' },
];

/** The customer dashboard frame: sidebar, quick actions, user footer. Signed-out visitors go to /auth. */
export default function DashboardLayoutRoute() {
  const { user, status } = useCurrentUser();
  const signOut = useSignOut('/');
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return (
      <SidebarShell
        title="Dashboard"
        items={items}
        quickActions={quickActions}
        footer={
          <SidebarUser
            firstName={user.firstName}
            email={user.email}
            action={
              <Button size="sm" variant="ghost" justifyContent="flex-start" onClick={signOut}>
                Sign out
              </Button>
            }
          />
        }
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </SidebarShell>
  );
}

/**
 * Pages under /dashboard already render inside the frame above (the router nests them), so a page
 * that wraps itself in DashboardLayout gets its children back unchanged.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
