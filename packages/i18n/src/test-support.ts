import type { StorageLike } from './languages.ts';

/** An in-memory local storage for the tests; `failing` makes every call throw. */
export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  failing = false;

  getItem(key: string): string | null {
    if (this.failing) throw new Error('storage blocked');
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failing) throw new Error('storage full');
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}
