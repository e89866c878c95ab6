import { Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import en from '@/i18n/public/en/common';
import { localizePath } from '@/i18n/public/lang';
import { useMessages, usePublicLang } from '@/i18n/public/messages';
import { productMenuPaths } from './nav';

/**
 * The header's Products dropdown, loaded on intent (see ProductsNavItem). `autoFocus` moves focus
 * to its trigger when it replaces the focused stand-in button.
 */
export default function ProductsMenu({ label, defaultOpen, autoFocus }: { label: string; defaultOpen?: boolean; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const m = useMessages('common', en);
  const lang = usePublicLang();
  useEffect(() => {
    if (autoFocus) trigger.current?.focus();
  }, []); // on mount only: when it first replaces the stand-in
  return (
    <Menu.Root onSelect={(d) => navigate(d.value)} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button ref={trigger} size="sm" variant="ghost" px="2.5">
          {label} ▾
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            <Menu.Item value={localizePath('/products', lang)}>{m.allProducts}</Menu.Item>
            {productMenuPaths.map((href, i) => (
              <Menu.Item key={href} value={localizePath(href, lang)}>
                <Stack gap="0">
                  <Text fontWeight="medium">{m.productMenu[i]![0]}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {m.productMenu[i]![1]}
                  </Text>
                </Stack>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
