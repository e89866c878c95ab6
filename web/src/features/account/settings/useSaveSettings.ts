import { useApolloClient, useMutation } from '@apollo/client/react';
import { notificationSettingsSchema, preferencesSchema, profileSchema } from '@contracts/account';
import { refreshSession } from '@/lib/auth/session';
import { fieldErrorsOf, FORM_ERROR, serverFieldError } from '@/lib/forms/fieldErrors';
import { DashboardPreferencesQuery, setDashboardLanguage, useDashboardT } from '@/i18n';
import { AccountSettingsQuery, UpdateNotificationsMutation, UpdatePreferencesMutation, UpdateProfileMutation } from '../operations';
import type { NotificationValues, PreferenceValues } from './PreferencesTabs';
import type { ProfileValues } from './ProfileTab';

export interface SettingsValues {
  profile: ProfileValues;
  notifications: NotificationValues;
  preferences: PreferenceValues;
}
export type SectionErrors = Partial<Record<keyof SettingsValues, Record<string, string>>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * 'Save Changes': validate every changed section with the shared schemas, then save each.
 * Returns the field errors (empty when all saved). A new language applies at once.
 */
export function useSaveSettings() {
  const { t, apiText, errorText } = useDashboardT();
  const client = useApolloClient();
  const [saveProfile] = useMutation(UpdateProfileMutation);
  const [saveNotifications] = useMutation(UpdateNotificationsMutation);
  const [savePreferences] = useMutation(UpdatePreferencesMutation);

  return async (values: SettingsValues, saved: SettingsValues, originalEmail: string): Promise<{ errors: SectionErrors; changed: boolean }> => {
    const errors: SectionErrors = {};
    const { currentPassword, code, ...profile } = values.profile;
    const { currentPassword: _c, code: _k, ...savedProfile } = saved.profile;
    const dirty = {
      profile: !same(profile, savedProfile),
      notifications: !same(values.notifications, saved.notifications),
      preferences: !same(values.preferences, saved.preferences),
    };
    const profileInput = { ...profile, company: profile.company || null, kraPin: profile.kraPin.trim() || null, bio: profile.bio || null, currentPassword: currentPassword || null, code: code.trim() || null };
    if (dirty.profile) {
      const profileErrors = fieldErrorsOf(profileSchema, profileInput, apiText);
      if (Object.keys(profileErrors).length) errors.profile = profileErrors;
      else if (profileSchema.parse(profileInput).email !== originalEmail && !currentPassword) errors.profile = { currentPassword: apiText('Current password is required') };
    }
    if (dirty.notifications && !notificationSettingsSchema.safeParse(values.notifications).success) errors.notifications = { form: t('toast.invalidNotifications') };
    if (dirty.preferences && !preferencesSchema.safeParse(values.preferences).success) errors.preferences = { form: t('toast.invalidPreferences') };
    if (Object.keys(errors).length) return { errors, changed: false };

    if (dirty.profile) {
      try {
        await saveProfile({ variables: { input: profileInput } });
      } catch (err) {
        return { errors: { profile: { [serverFieldError(err)?.field ?? FORM_ERROR]: errorText(err) } }, changed: false };
      }
    }
    if (dirty.notifications) await saveNotifications({ variables: { input: values.notifications } });
    if (dirty.preferences) {
      await savePreferences({ variables: { input: values.preferences } });
      setDashboardLanguage(values.preferences.language);
    }
    const changed = dirty.profile || dirty.notifications || dirty.preferences;
    if (changed) await client.refetchQueries({ include: [AccountSettingsQuery, DashboardPreferencesQuery] });
    if (dirty.profile) await refreshSession();
    return { errors, changed };
  };
}
