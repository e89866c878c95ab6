import { Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { productMenu } from './nav';

/**
 * The header's Products dropdown, loaded on intent (see ProductsNavItem). `autoFocus` moves focus
 * to its trigger when it replaces the focused stand-in button.
 */
export default function ProductsMenu({ label, defaultOpen, autoFocus }: { label: string; defaultOpen?: boolean; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
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
            <Menu.Item value="/products">All products</Menu.Item>
            {productMenu.map((p) => (
              <Menu.Item key={p.href} value={p.href}>
                <Stack gap="0">
                  <Text fontWeight="medium">{p.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {p.description}
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
