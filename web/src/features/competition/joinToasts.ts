import { REGISTER_PATH } from '@/components/layout/nav';
import type { NotifyOptions } from '@/components/ui/toaster';

export interface JoinResult {
  user: { firstName: string };
  totalEntries: number;
  activeServices: number;
}

/** The spec's welcome text, word for word: 'Welcome {name}! You have {n} entries across {n} services.' */
export function welcomeText(r: JoinResult): string {
  return `Welcome ${r.user.firstName}! You have ${r.totalEntries} entries across ${r.activeServices} services.`;
}

/** Competition page: a successful join. */
export function joinSuccessToast(r: JoinResult): NotifyOptions {
  return { title: 'Competition entry confirmed', description: welcomeText(r) };
}

/** Competition page: a failed join, mapped by the server's message (spec section 8). */
export function joinFailureToast(message: string, navigate: (to: string) => void): NotifyOptions {
  const m = message.toLowerCase();
  if (m.includes('not found') || m.includes('create an account')) {
    return {
      title: 'Account required',
      description: 'Please create an account first to participate in competitions',
      variant: 'destructive',
      action: { label: 'Sign Up', onClick: () => navigate(REGISTER_PATH) },
    };
  }
  if (m.includes('active cloud storage service')) {
    return {
      title: 'Cloud service required',
      description: 'You need an active cloud storage service to participate',
      variant: 'destructive',
      action: { label: 'Get Started', onClick: () => navigate('/auth') },
    };
  }
  return { title: 'Entry failed', description: message, variant: 'destructive' };
}

/** Dashboard status card: a successful check. */
export function statusSuccessToast(r: JoinResult): NotifyOptions {
  return { title: 'Competition status confirmed!', description: welcomeText(r) };
}

/** Dashboard status card: a failed check (spec section 8). */
export function statusFailureToast(message: string, navigate: (to: string) => void): NotifyOptions {
  if (message.toLowerCase().includes('active cloud storage service')) {
    return {
      title: 'Cloud service required',
      description: 'You need an active cloud storage service to participate.',
      variant: 'destructive',
      action: { label: 'Get Storage', onClick: () => navigate('/dashboard/services') },
    };
  }
  return { title: 'Entry failed', description: message, variant: 'destructive' };
}
