import { Button } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SidebarShell, SidebarUser } from '@/components/layout/SidebarShell';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';
import { useSignOut } from '@/lib/auth/useSignOut';
import { DashboardUiLabels, useDashboardLanguage, useDashboardT } from '@/i18n';
import { DatePreferencesProvider } from '@/lib/useDateFormatter';
import { ApproxCurrencyProvider } from '@/lib/useApproxCurrency';
import { foreignOf } from '@contracts/exchange-rates';
import { useQuery } from '@apollo/client/react';
import { StorageHoldBanner } from './StorageHoldBanner';
import { VerifyEmailBanner } from './VerifyEmailBanner';
import { DashboardExchangeRatesQuery } from './operations';
import { navIcons } from './navIcons';

/**
 * The customer dashboard frame: sidebar (Dashboard, Services, Monitoring, Security, Billing,
 * Settings), quick actions New Service (opens the dialog on /dashboard/services) and Prize
 * Promotions, and the user footer (initial, first name, e-mail; fallbacks 'U', 'User' and a
 * placeholder e-mail). Labels follow the user's language preference; every date below follows their date format and
 * timezone (DatePreferencesProvider, read once here), and KSh amounts get an approximate USD/EUR
 * figure when the customer chose that display currency (ApproxCurrencyProvider). Signed-out visitors go to /auth.
 */
export default function DashboardLayoutRoute() {
  const { user, status } = useCurrentUser();
  const signOut = useSignOut('/');
  const location = useLocation();
  const { t } = useDashboardT();
  const { preferences } = useDashboardLanguage();
  const { data: rates } = useQuery(DashboardExchangeRatesQuery, { skip: !user || !foreignOf(preferences?.currency) });
  if (status === 'loading') return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  const items = [
    { label: t('nav.dashboard'), to: '/dashboard', end: true, icon: navIcons.dashboard },
    { label: t('nav.services'), to: '/dashboard/services', icon: navIcons.services },
    { label: t('nav.monitoring'), to: '/dashboard/monitoring', icon: navIcons.monitoring },
    { label: t('nav.security'), to: '/dashboard/security', icon: navIcons.security },
    { label: t('nav.billing'), to: '/dashboard/billing', icon: navIcons.billing },
    { label: t('nav.settings'), to: '/dashboard/settings', icon: navIcons.settings },
  ];
  const quickActions = [
    { label: t('nav.newService'), to: '/dashboard/services?new=1', icon: navIcons.newService },
    { label: t('nav.prizePromotions'), to: '/dashboard/promotions', icon: navIcons.promotions },
  ];
  return (
    <DashboardUiLabels>
      <SidebarShell
        title={t('nav.dashboard')}
        items={items}
        quickActions={quickActions}
        quickActionsLabel={t('nav.quickActions')}
        footer={
          <SidebarUser
            firstName={user.firstName}
            email={user.email}
            avatarUrl={user.avatarUrl}
            action={
              <Button size="sm" variant="ghost" justifyContent="flex-start" onClick={signOut} color="fg.muted">
                {navIcons.signOut}
                {t('nav.signOut')}
              </Button>
            }
          />
        }
      >
        <DatePreferencesProvider preferences={preferences}>
          <ApproxCurrencyProvider currency={preferences?.currency} rates={rates?.exchangeRates}>
            <StorageHoldBanner />
            <VerifyEmailBanner user={user} />
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ApproxCurrencyProvider>
        </DatePreferencesProvider>
      </SidebarShell>
    </DashboardUiLabels>
  );
}

/**
 * Pages under /dashboard already render inside the frame above (the router nests them), so a page
 * that wraps itself in DashboardLayout gets its children back unchanged.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
