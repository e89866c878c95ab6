import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useDocsUi } from '../docs/prose';
import { usePublicLang } from '@/i18n/public/messages';

/** Copy text to the clipboard; falls back to a hidden textarea where the async API is missing. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the legacy path */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}

/** A code sample with its language and a Copy button that really copies. */
export function CodeBlock({ code, language, title }: { code: string; language: string; title?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(t);
  }, [state]);
  const label = title ?? language;
  const ui = useDocsUi(usePublicLang());
  return (
    <Box borderRadius="lg" overflow="hidden" bg="gray.900" color="gray.100" borderWidth="1px" borderColor="gray.700" data-testid="code-block">
      <HStack justify="space-between" px="3" py="1.5" bg="gray.800" borderBottomWidth="1px" borderColor="gray.700">
        <Text fontSize="xs" fontWeight="medium" color="gray.300" textTransform={title ? undefined : 'uppercase'}>
          {label}
        </Text>
        <Button
          size="xs"
          variant="outline"
          color="gray.100"
          borderColor="gray.600"
          _hover={{ bg: 'gray.700' }}
          aria-label={ui.copyCode(label)}
          onClick={async () => setState((await copyText(code)) ? 'copied' : 'failed')}
        >
          {state === 'copied' ? ui.copied : state === 'failed' ? ui.copyFailed : ui.copy}
        </Button>
      </HStack>
      <Box as="pre" m="0" p="4" overflowX="auto" fontSize="sm" lineHeight="1.6" fontFamily="mono" tabIndex={0} aria-label={ui.codeSample(label)}>
        <code>{code}</code>
      </Box>
      <span role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {state === 'copied' ? ui.copiedStatus : ''}
      </span>
    </Box>
  );
}
