import { pageCount } from '@store/contract/common';
import type { CatalogueFacets } from '@store/contract/product';
import type { FastifyReply } from 'fastify';

/** What a reply is checked against: a contract schema (zod mini). */
interface ReplySchema {
  safeParse(value: unknown): { success: boolean; data?: unknown; error?: unknown };
}

/**
 * Sends JSON text built elsewhere (by PostgreSQL, decision 51) as a 200 reply. Fastify skips
 * its serializer for a string with a JSON content type, so the contract schema does not run
 * on it in production; the text is made to be exactly what that serializer would have sent
 * (keys in the schema's order, optional ones only when set).
 *
 * With `check` (every environment but production: tests, development) the text is parsed
 * and must come out of the contract schema unchanged — valid, no key the schema would strip,
 * the same keys in the same order — or the request fails with a 500, as a reply failing its
 * serializer does; that includes the schema's refusal of a download link in a public reply.
 * In production that refusal rests on the SQL, which never selects the link (decision 51:
 * a substring search of every reply cost ~0.15 ms a request, as much as the rest of the
 * sending).
 */
export function sendJsonText(
  reply: FastifyReply,
  text: string,
  schema: ReplySchema,
  check: boolean,
): FastifyReply {
  if (check) {
    const value: unknown = JSON.parse(text);
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new Error(`reply does not match its schema: ${String(parsed.error)}`);
    }
    if (JSON.stringify(parsed.data) !== JSON.stringify(value)) {
      throw new Error('reply differs from what its schema gives (a key stripped or reordered)');
    }
  }
  return reply.type('application/json; charset=utf-8').send(text);
}

/** The envelope's opening, up to `data` (the key order of the contract's envelopes). */
export const jsonEnvelope = (message: string) =>
  `{"success":true,"error":false,"message":${JSON.stringify(message)},"data":`;

/** `,"facets":{…}` (issue 16) when the call sent sort or filters, else nothing. */
export const facetsJson = (facets: CatalogueFacets | undefined): string =>
  facets ? `,"facets":${JSON.stringify(facets)}` : '';

/**
 * A list reply (DESIGN §3's list fields, `listEnvelope` of the contract) as JSON text around
 * a page's `data` text: the keys in the schema's order, `facets` (issue 16) last when the
 * call sent sort or filters. `page` is echoed as sent.
 */
export function listReplyJson(
  message: string,
  {
    data,
    totalCount,
    facets,
  }: { data: string; totalCount: number; facets?: CatalogueFacets | undefined },
  page: number,
  limit: number,
): string {
  const pages = pageCount(totalCount, limit);
  return `${jsonEnvelope(message)}${data},"totalCount":${totalCount},"totalNoPage":${pages},"totalPage":${pages},"page":${page}${facetsJson(facets)}}`;
}
