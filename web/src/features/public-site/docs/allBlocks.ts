import { startBlocks } from './content-start';
import { sdkBlocks } from './content-sdks';
import { integrationBlocks } from './content-integrations';
import { FAQ_BLOCKS } from './content-faqs';
import type { DocBlock, DocsTab, S3Site } from './types';

/** Every block of the docs, its samples pointing at the given S3 endpoint. */
export const allBlocks = (site: S3Site): DocBlock[] => [...startBlocks(site), ...sdkBlocks(site), ...integrationBlocks(site), ...FAQ_BLOCKS];
export const blocksOf = (blocks: DocBlock[], tab: DocsTab) => blocks.filter((b) => b.tab === tab);
