import { UserError } from '../config/errors.ts';
import type { LiveEvent } from './live-reload.ts';

/** What a failure says to the developer: a UserError's message, else the stack. */
export function errorText(error: unknown): string {
  return error instanceof UserError ? error.message : (error as Error).stack ?? String(error);
}

/**
 * The errors the browser's overlay shows: the site's load, the app's bundle and each content
 * module that failed, each until it works again. `show` broadcasts the current state (an empty
 * one hides the overlay).
 */
export function createErrorOverlay(send: (event: LiveEvent['event'], data: unknown) => void) {
  /** Content modules that failed to bundle, with their messages. */
  const content = new Map<string, string>();
  const state = { load: undefined as string | undefined, app: undefined as string | undefined };
  const data = () => (content.size || state.load || state.app ? { message: [state.load, state.app, ...content.values()].filter(Boolean).join('\n\n') } : {});
  return {
    /** Why the site did not load (undefined once it loads). */
    get loadError() {
      return state.load;
    },
    set loadError(message: string | undefined) {
      state.load = message;
    },
    /** Sets why the app (theme, styles) did not bundle; returns false when that is what it already said. */
    setAppError(message: string | undefined): boolean {
      if (message === state.app) return false;
      state.app = message;
      return true;
    },
    /** Records a content module's failure (true when the message is new) or, with undefined, its success. */
    setContentError(module: string, message: string | undefined): boolean {
      if (message === undefined) return content.delete(module);
      const fresh = content.get(module) !== message;
      content.set(module, message);
      return fresh;
    },
    /** Forgets the failures of modules the site no longer has. */
    keepContentErrors(has: (module: string) => boolean): void {
      for (const module of content.keys()) if (!has(module)) content.delete(module);
    },
    /** What a page that connects must hear at once: the overlay, while an error stands. */
    greeting(): LiveEvent | undefined {
      return content.size || state.load || state.app ? { event: 'error-overlay', data: data() } : undefined;
    },
    /** Sends the overlay's state to every open page. */
    show(): void {
      send('error-overlay', data());
    },
  };
}

/** The error overlay of one dev server (see createErrorOverlay). */
export type ErrorOverlay = ReturnType<typeof createErrorOverlay>;
