import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { prefetchOnIntent } from '@/lib/prefetch';
import { localizePath } from '@/i18n/public/lang';
import { usePublicLang } from '@/i18n/public/messages';

/**
 * A button that navigates (client-side for internal paths, a plain anchor for external ones).
 * An internal target's code starts loading when the visitor points at, focuses or touches it.
 * On a Kiswahili or French page, a link to a page that exists in that language leads to it.
 */
export function LinkButton({ to: path, children, external, ...rest }: ButtonProps & { to: string; external?: boolean }) {
  const to = localizePath(path, usePublicLang());
  return (
    <Button asChild {...rest}>
      {external || /^(https?:|mailto:|tel:)/.test(to) ? (
        <a href={to} {...(to.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      ) : (
        <Link to={to} {...prefetchOnIntent(to)}>
          {children}
        </Link>
      )}
    </Button>
  );
}
