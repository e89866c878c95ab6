import { useMemo, type ReactNode } from 'react';
import { UiLabelsContext, type UiLabels } from '@/components/ui/uiLabels';
import { useDashboardT } from './useDashboardT';

/** Gives the shared components (ErrorState, the dialogs, the forms kit, StatCard, the sidebar) the dashboard's language. */
export function DashboardUiLabels({ children }: { children: ReactNode }) {
  const { t, apiText, errorText } = useDashboardT();
  const labels = useMemo<UiLabels>(
    () => ({
      confirm: t('common.confirm'),
      cancel: t('common.cancel'),
      working: t('common.working'),
      close: t('common.close'),
      retry: t('common.retry'),
      couldNotLoad: t('common.couldNotLoad'),
      noPreviousData: t('common.noPreviousData'),
      newValue: t('common.new'),
      home: t('common.home'),
      openMenu: (title) => t('common.openMenu', { title }),
      closeMenu: t('common.closeMenu'),
      skipToContent: t('common.skipToContent'),
      user: t('overview.defaultName'),
      noUsage: t('monitoring.noUsage'),
      errorText: (error) => errorText(error, 'common.somethingWrong'),
      validationText: (message) => apiText(message),
    }),
    [t, apiText, errorText],
  );
  return (
    <UiLabelsContext.Provider value={labels}>
      {children}
    </UiLabelsContext.Provider>
  );
}
