import type { Database } from '#server/db/client.js';
import { loadSearchWords } from './word-repository.js';

interface Entry {
  word: string;
  /** Its lexemes in the `store_search` configuration ('transitions' → 'transit'). */
  lexemes: string[];
}

/**
 * The catalogue's words (table `search_words`: names of products, categories and
 * sub-categories), held in memory so that a search of known words asks the database
 * nothing about them. Loaded on first use; `forget()` (on every catalogue change) makes the
 * next search load it again.
 */
export class WordList {
  #db: Database;
  #entries: Entry[] | null = null;
  #loading: Promise<Entry[]> | null = null;
  #generation = 0;

  constructor(db: Database) {
    this.#db = db;
  }

  forget(): void {
    this.#generation += 1;
    this.#entries = null;
    this.#loading = null;
  }

  async load(): Promise<Entry[]> {
    if (this.#entries) return this.#entries;
    if (!this.#loading) {
      const generation = this.#generation;
      const loading = loadSearchWords(this.#db)
        .then((rows) => {
          const entries = rows
            .map((row) => ({ word: row.word, lexemes: row.lexemes }))
            .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
          if (generation === this.#generation) this.#entries = entries;
          return entries;
        })
        .finally(() => {
          if (this.#loading === loading) this.#loading = null;
        });
      this.#loading = loading;
    }
    return this.#loading;
  }

  /** Whether `word` is a catalogue word. */
  static has(entries: readonly Entry[], word: string): boolean {
    const at = lowerBound(entries, word);
    return entries[at]?.word === word;
  }

  /** Catalogue words starting with `prefix` (itself excluded), shortest first. */
  static startingWith(entries: readonly Entry[], prefix: string): Entry[] {
    const found: Entry[] = [];
    for (let at = lowerBound(entries, prefix); at < entries.length; at++) {
      const entry = entries[at]!;
      if (!entry.word.startsWith(prefix)) break;
      if (entry.word !== prefix) found.push(entry);
    }
    return found.sort((a, b) => a.word.length - b.word.length || (a.word < b.word ? -1 : 1));
  }
}

function lowerBound(entries: readonly Entry[], word: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (entries[mid]!.word < word) low = mid + 1;
    else high = mid;
  }
  return low;
}
