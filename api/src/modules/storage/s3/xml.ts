import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { malformedXml } from './errors';

/**
 * XML in and out. Responses are plain objects written by fast-xml-parser's XMLBuilder: an array
 * repeats its element, null and undefined are left out, a key `@_name` is an attribute of its
 * element (the ACL grantee's `xsi:type`, a namespace). Every text is escaped by `escapeXml`, which
 * also writes control characters as S3 does. Request bodies are parsed with fast-xml-parser with
 * entities off (no expansion attacks) and then read field by field by the handlers.
 */
export type XmlValue = string | number | boolean | null | undefined | Date | XmlObject | XmlValue[];
export interface XmlObject {
  [tag: string]: XmlValue;
}

export const S3_NS = 'http://s3.amazonaws.com/doc/2006-03-01/';
/** The XML Schema instance namespace: S3 types an ACL grantee with `xsi:type`. */
export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

const escapeXml = (s: string) =>
  s.replace(/[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      case "'":
        return '&apos;';
      default:
        // Control characters are not allowed in XML 1.0 even escaped; S3 encodes them the same way.
        return `&#x${c.charCodeAt(0).toString(16)};`;
    }
  });

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Our own escaping (below) instead of the builder's, which leaves control characters raw.
  processEntities: false,
  tagValueProcessor: (_tag, value) => escapeXml(String(value)),
  attributeValueProcessor: (_name, value) => escapeXml(String(value)),
  suppressEmptyNode: false,
  format: false,
});

/** The builder's input: no null/undefined (left out), dates as ISO 8601, scalars as text. */
function prepare(value: XmlValue): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).map(prepare);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [tag, v] of Object.entries(value)) {
      const prepared = prepare(v);
      if (prepared !== undefined) out[tag] = prepared;
    }
    return out;
  }
  return String(value);
}

/** A whole document: declaration and a root element, by default in the S3 namespace. */
export function xmlDocument(root: string, content: XmlObject | string, namespace: string | null = S3_NS): string {
  const attributes = namespace ? { '@_xmlns': namespace } : {};
  const inner = typeof content === 'string' ? { '#text': content } : (prepare(content) as Record<string, unknown>);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ [root]: { ...attributes, ...inner } }) as string}`;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  // Keys may begin or end with spaces: keep text as sent (whitespace between elements is ignored by the readers).
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  // Elements that repeat: parts and keys of a request, and an object's tags (a TagSet of one is still a list).
  isArray: (name, path) => ['Part', 'Object'].includes(name) || path === 'Tagging.TagSet.Tag',
});

/** Parse a small request body (≤ the caller's limit); malformed → MalformedXML. */
export function parseXml(text: string): Record<string, unknown> {
  if (!text.trim()) throw malformedXml();
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw malformedXml(); // no DTDs, no custom entities
  try {
    const parsed = parser.parse(text, true) as Record<string, unknown>;
    if (!parsed || typeof parsed !== 'object') throw malformedXml();
    return parsed;
  } catch {
    throw malformedXml();
  }
}
