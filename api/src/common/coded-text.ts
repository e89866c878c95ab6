import { apiMessageOf } from '../contracts/api-messages';

/** A GraphQL `…Params` list: the values inside a coded English text. */
export type MessageParams = { name: string; value: string }[];

/**
 * The stable code of an English API text and its params (GraphQL fields such as actionCode /
 * actionParams; docs/api-messages.md): null and [] when the text has no template.
 */
export function codedText(text: string): { code: string | null; params: MessageParams } {
  const m = apiMessageOf(text);
  return { code: m?.code ?? null, params: m ? Object.entries(m.params).map(([name, value]) => ({ name, value })) : [] };
}
