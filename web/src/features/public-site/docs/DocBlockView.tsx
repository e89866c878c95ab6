import { Badge, Box, Button, Card, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CodeBlock } from '../components/CodeBlock';
import { LinkButton } from '../components/LinkButton';
import { usePublicLang } from '@/i18n/public/messages';
import { useDocsUi } from './prose';
import type { DocBlock } from './types';

const METHOD_COLOR: Record<string, string> = { GET: 'blue', PUT: 'green', DELETE: 'red', HEAD: 'gray' };

/** One block of the docs, the same in its tab and in search results. */
export function DocBlockView({ block: b }: { block: DocBlock }) {
  switch (b.kind) {
    case 'step':
      return <StepView block={b} />;
    case 'operation':
      return <OperationView block={b} />;
    case 'sdk':
      return <SdkView block={b} />;
    default:
      return (
        <Card.Root variant="outline" id={b.id} scrollMarginTop="24">
          <Card.Body gap="3">
            <Heading as="h3" size="md">{b.title}</Heading>
            <Text color="fg.muted">{b.text}</Text>
            {b.samples?.map((s) => <CodeBlock key={s.label} code={s.code} language={s.language} title={s.label} />)}
          </Card.Body>
        </Card.Root>
      );
  }
}

function StepView({ block: b }: { block: DocBlock }) {
  const ui = useDocsUi(usePublicLang());
  return (
    <Card.Root variant="outline" id={b.id} scrollMarginTop="24">
      {/* On phones the step number sits above the text so code samples get the card's full width. */}
      <Card.Body p={{ base: '4', md: '6' }}>
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap={{ base: '3', sm: '4' }}>
          <Box w="9" h="9" alignSelf="flex-start" borderRadius="full" bg="teal.700" color="white" fontWeight="bold" display="flex" alignItems="center" justifyContent="center" flexShrink={0} aria-hidden="true">
            {b.step}
          </Box>
          <Stack gap="3" flex="1" minW="0">
            <Heading as="h3" size="md">
              <Box as="span" srOnly>{ui.step(b.step ?? 0)}</Box>
              {b.title}
            </Heading>
            <Text color="fg.muted">{b.text}</Text>
            {b.samples?.map((s) => <CodeBlock key={s.label} code={s.code} language={s.language} title={s.label} />)}
            {b.action && (
              <LinkButton to={b.action.to} colorPalette="teal" size="sm" alignSelf="flex-start">
                {b.action.label}
              </LinkButton>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function OperationView({ block: b }: { block: DocBlock }) {
  const ui = useDocsUi(usePublicLang());
  const [open, setOpen] = useState(false);
  const panelId = `${b.id}-try`;
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" id={b.id} scrollMarginTop="24" data-testid="api-operation">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <HStack gap="3" minW="0" flexWrap="wrap">
          <Badge colorPalette={METHOD_COLOR[b.method ?? 'GET']} variant="solid" fontFamily="mono" minW="16" justifyContent="center">
            {b.method}
          </Badge>
          <Code fontSize="sm" wordBreak="break-all">{b.path}</Code>
          <Heading as="h3" size="sm">{b.title}</Heading>
        </HStack>
        <Button size="sm" variant="outline" colorPalette="teal" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {open ? ui.hideExample : ui.tryIt}
        </Button>
      </HStack>
      <Text color="fg.muted" fontSize="sm" mt="2">{b.text}</Text>
      {open && (
        <Stack id={panelId} gap="2" mt="3">
          <Text fontSize="sm">{ui.runSigned}</Text>
          {b.samples?.map((s) => <CodeBlock key={s.label} code={s.code} language={s.language} title={s.label} />)}
        </Stack>
      )}
    </Box>
  );
}

function SdkView({ block: b }: { block: DocBlock }) {
  const ui = useDocsUi(usePublicLang());
  const [examples, setExamples] = useState(false);
  return (
    <Card.Root variant="outline" id={b.id} scrollMarginTop="24" data-testid="sdk-card">
      <Card.Body gap="3">
        <Heading as="h3" size="lg">{b.title}</Heading>
        <Text color="fg.muted">{b.text}</Text>
        {b.samples?.map((s) => <CodeBlock key={s.label} code={s.code} language={s.language} title={`${b.title} — ${s.label}`} />)}
        {examples && b.examples?.map((s) => <CodeBlock key={s.label} code={s.code} language={s.language} title={s.label} />)}
        <HStack gap="3" flexWrap="wrap">
          <LinkButton to="/docs?tab=api" size="sm" colorPalette="teal">
            {ui.documentation}
          </LinkButton>
          <Button size="sm" variant="outline" colorPalette="teal" aria-expanded={examples} onClick={() => setExamples((v) => !v)}>
            {examples ? ui.hideExamples : ui.examples}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
