import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';

/** The catalogue's words (`search_words`) with their lexemes in `store_search`. */
export async function loadSearchWords(db: DbOrTx): Promise<{ word: string; lexemes: string[] }[]> {
  const { rows } = await db.execute<{ word: string; lexemes: string[] }>(sql`
    select word, tsvector_to_array(to_tsvector('store_search', word)) as lexemes
    from search_words`);
  return rows;
}
