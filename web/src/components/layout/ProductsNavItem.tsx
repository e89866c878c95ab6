import { Button } from '@chakra-ui/react';
import { lazy, startTransition, Suspense, useState } from 'react';

// The dropdown needs Ark UI's menu machine (≈ 19 KiB gz): it loads when the visitor shows
// interest in it (pointer over it, keyboard focus, a touch or a click), never by itself.
const ProductsMenu = lazy(() => import('./ProductsMenu'));

/**
 * The header's Products item. Until the visitor reaches for it, a plain button with the same
 * look stands in; on intent the real menu loads and takes its place (in a transition, so the
 * button stays on screen meanwhile). A click before the code has arrived opens the menu as soon
 * as it has, and keyboard focus moves to the real trigger.
 */
export function ProductsNavItem({ label }: { label: string }) {
  const [wanted, setWanted] = useState(false);
  const [openOnMount, setOpenOnMount] = useState(false);
  const [focused, setFocused] = useState(false);
  const want = () => startTransition(() => setWanted(true));
  const placeholder = (
    <Button
      size="sm"
      variant="ghost"
      px="2.5"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={() => (setFocused(true), want())}
      onBlur={() => setFocused(false)}
      onClick={() => startTransition(() => (setOpenOnMount(true), setWanted(true)))}
    >
      {label} ▾
    </Button>
  );
  // One boundary from the start: a transition then keeps the stand-in on screen while the menu
  // loads (a boundary mounted later would flash its fallback and drop keyboard focus).
  return <Suspense fallback={placeholder}>{wanted ? <ProductsMenu label={label} defaultOpen={openOnMount} autoFocus={focused} /> : placeholder}</Suspense>;
}
