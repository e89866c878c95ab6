import { Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { productMenu } from './nav';

/** The header's Products dropdown (loaded after first paint; see PublicHeader). */
export default function ProductsMenu({ label, defaultOpen }: { label: string; defaultOpen?: boolean }) {
  const navigate = useNavigate();
  return (
    <Menu.Root onSelect={(d) => navigate(d.value)} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" px="2.5">
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
