import type { AppContext } from '../../context';
import { createStorage, type FileStorage } from './storage';

const defaults = new WeakMap<object, FileStorage>();

/** The context's storage, or the one the config chooses (made once per config). */
export function storageOf(ctx: AppContext): FileStorage {
  if (ctx.storage) return ctx.storage;
  let s = defaults.get(ctx.config);
  if (!s) {
    s = createStorage(ctx.config);
    defaults.set(ctx.config, s);
  }
  return s;
}
