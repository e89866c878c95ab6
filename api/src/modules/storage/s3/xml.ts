import { XMLParser } from 'fast-xml-parser';
import { malformedXml } from './errors';

/**
 * XML in and out. Responses are built from plain objects (an array repeats its element, null and
 * undefined are left out), every text escaped; request bodies are parsed with fast-xml-parser
 * with entities off (no expansion attacks) and then read field by field by the handlers.
 */
export type XmlValue = string | number | boolean | null | undefined | Date | XmlObject | XmlValue[];
export interface XmlObject {
  [tag: string]: XmlValue;
}

export const S3_NS = 'http://s3.amazonaws.com/doc/2006-03-01/';

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

function element(tag: string, value: XmlValue): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => element(tag, v)).join('');
  if (value instanceof Date) return `<${tag}>${value.toISOString()}</${tag}>`;
  if (typeof value === 'object') return `<${tag}>${body(value)}</${tag}>`;
  return `<${tag}>${escapeXml(String(value))}</${tag}>`;
}

const body = (obj: XmlObject) =>
  Object.entries(obj)
    .map(([tag, v]) => element(tag, v))
    .join('');

/** A whole document: declaration and a root element in the S3 namespace. */
export function xmlDocument(root: string, content: XmlObject | string, namespace: string | null = S3_NS): string {
  const ns = namespace ? ` xmlns="${namespace}"` : '';
  const inner = typeof content === 'string' ? escapeXml(content) : body(content);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}${ns}>${inner}</${root}>`;
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
  isArray: (name) => ['Part', 'Object'].includes(name),
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
