import { stop } from 'esbuild';

/** A claim on esbuild's service process, held while its holder may call esbuild. */
export interface EsbuildClaim {
  /**
   * Stops the service now unless another claim is held (esbuild starts it again on its next call):
   * its Go heap keeps the memory of the largest build it ran until the process exits.
   */
  pause(): Promise<void>;
  /** Ends the claim (once; later calls do nothing). The service keeps running. */
  release(): void;
}

/**
 * Claims on a service that `stopService` stops. Only `pause` of the one claim held stops it, so a
 * build never stops the service under a development session, another build or a worker script
 * being bundled in the same process. Bookkeeping only: the stop function is given.
 */
export function createClaims(stopService: () => Promise<void>): () => EsbuildClaim {
  let held = 0;
  return () => {
    held += 1;
    let released = false;
    return {
      pause: () => (!released && held === 1 ? stopService() : Promise.resolve()),
      release() {
        if (released) return;
        released = true;
        held -= 1;
      },
    };
  };
}

/**
 * Claims esbuild's service (one Go process per Node thread that calls esbuild). A site's bundles
 * grow it to a few hundred MB, which it keeps until it exits; a build pauses it once it has
 * bundled. Whoever calls esbuild while a build may run holds a claim meanwhile: the development
 * session for its life, workerScriptFor while it bundles.
 */
export const claimEsbuild: () => EsbuildClaim = createClaims(stop);
