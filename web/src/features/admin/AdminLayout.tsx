import { Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { SidebarShell, SidebarUser } from '@/components/layout/SidebarShell';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';
import { useSignOut } from '@/lib/auth/useSignOut';
import { DatePreferencesProvider } from '@/lib/useDateFormatter';
import { DashboardPreferencesQuery, DashboardUiLabels, useDashboardLanguage, useDashboardT } from '@/i18n';

const items = [
  { key: 'admin.nav_overview', to: '/admin/dashboard' },
  { key: 'admin.nav_services', to: '/admin/services' },
  { key: 'admin.nav_users', to: '/admin/users' },
  { key: 'admin.nav_promotions', to: '/admin/promotions' },
  { key: 'admin.nav_winners', to: '/admin/winners' },
  { key: 'admin.nav_security', to: '/admin/security' },
  { key: 'admin.nav_audit', to: '/admin/audit' },
  { key: 'admin.nav_billing', to: '/admin/billing' },
  { key: 'admin.nav_support', to: '/admin/support' },
  { key: 'admin.nav_settings', to: '/admin/settings' },
] as const;

/**
 * The admin frame. A missing or non-admin user is sent to /adminlogin (comfort only: the server
 * checks the role on every admin field), and admin pages mount (and query) only for admins. Dates
 * follow the admin's own date format and timezone (Settings → Date and time), and texts the admin's
 * own language preference, as in the dashboard.
 */
export default function AdminLayoutRoute() {
  const { user, status } = useCurrentUser();
  const signOut = useSignOut('/adminlogin');
  const isAdmin = user?.userType === 'admin';
  const { data } = useQuery(DashboardPreferencesQuery, { skip: !isAdmin });
  const { t } = useDashboardT();
  const { language } = useDashboardLanguage();
  if (status === 'loading') return <PageSpinner />;
  if (!user || user.userType !== 'admin') return <Navigate to="/adminlogin" replace />;
  return (
    <DashboardUiLabels>
      <SidebarShell
        title={t('admin.title')}
        items={items.map((i) => ({ label: t(i.key), to: i.to }))}
        footer={
          <SidebarUser
            firstName={user.firstName}
            email={user.email}
            avatarUrl={user.avatarUrl}
            action={
              <Button size="sm" variant="outline" onClick={signOut}>
                {t('admin.signOut')}
              </Button>
            }
          />
        }
      >
        <DatePreferencesProvider preferences={{ ...data?.accountSettings.preferences, language }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </DatePreferencesProvider>
      </SidebarShell>
    </DashboardUiLabels>
  );
}
