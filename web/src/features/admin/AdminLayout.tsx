import { Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { SidebarShell, SidebarUser } from '@/components/layout/SidebarShell';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useCurrentUser } from '@/features/auth/useCurrentUser';
import { useSignOut } from '@/features/auth/useSignOut';
import { DatePreferencesProvider } from '@/lib/useDateFormatter';
import { AdminDatePreferencesQuery } from './operations';

const items = [
  { label: 'Overview', to: '/admin/dashboard' },
  { label: 'Services', to: '/admin/services' },
  { label: 'Users', to: '/admin/users' },
  { label: 'View Promotions', to: '/admin/promotions' },
  { label: 'Winners', to: '/admin/winners' },
  { label: 'Security', to: '/admin/security' },
  { label: 'Audit Log', to: '/admin/audit' },
  { label: 'Billing', to: '/admin/billing' },
  { label: 'Support Tickets', to: '/admin/support' },
  { label: 'Settings', to: '/admin/settings' },
];

/**
 * The admin frame. A missing or non-admin user is sent to /adminlogin (comfort only: the server
 * checks the role on every admin field), and admin pages mount (and query) only for admins. Dates
 * follow the admin's own date format and timezone (Settings → Date and time).
 */
export default function AdminLayoutRoute() {
  const { user, status } = useCurrentUser();
  const signOut = useSignOut('/adminlogin');
  const isAdmin = user?.userType === 'admin';
  const { data } = useQuery(AdminDatePreferencesQuery, { skip: !isAdmin });
  if (status === 'loading') return <PageSpinner />;
  if (!user || user.userType !== 'admin') return <Navigate to="/adminlogin" replace />;
  return (
    <SidebarShell
      title="Admin"
      items={items}
      footer={
        <SidebarUser
          firstName={user.firstName}
          email={user.email}
          avatarUrl={user.avatarUrl}
          action={
            <Button size="sm" variant="outline" onClick={signOut}>
              Sign out
            </Button>
          }
        />
      }
    >
      <DatePreferencesProvider preferences={data?.accountSettings.preferences}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </DatePreferencesProvider>
    </SidebarShell>
  );
}
