/**
 * Search pages kept by the query they ran, least recently used out first. `clear()` (on a
 * catalogue change) bumps the generation, so a page computed across a change is not kept.
 */
export class PageCache<V> {
  #entries = new Map<string, V>();
  #generation = 0;
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get generation(): number {
    return this.#generation;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** Keeps `value` unless the catalogue changed since `generation` was read. */
  set(key: string, value: V, generation: number): void {
    if (generation !== this.#generation) return;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#max) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
