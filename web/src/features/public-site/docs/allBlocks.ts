import { START_BLOCKS } from './content-start';
import { SDK_BLOCKS } from './content-sdks';
import { INTEGRATION_BLOCKS } from './content-integrations';
import { FAQ_BLOCKS } from './content-faqs';
import type { DocBlock, DocsTab } from './types';

export const ALL_BLOCKS: DocBlock[] = [...START_BLOCKS, ...SDK_BLOCKS, ...INTEGRATION_BLOCKS, ...FAQ_BLOCKS];
export const blocksOf = (tab: DocsTab) => ALL_BLOCKS.filter((b) => b.tab === tab);
