import { stop } from 'esbuild';

/** A claim on esbuild's service process, held while its holder may call esbuild. */
export interface EsbuildClaim {
  /**
   * Stops the service (esbuild starts it again on its next call): its Go heap keeps the memory of
   * the largest build it ran until the process exits. Now when no other claim is held; otherwise
   * once the others are released, if this one is still held then (a worker script bundled while
   * the build ends its bundle phase would otherwise keep the service, and its memory, alive through
   * the render phase). The holder must not call esbuild between a pause and its next claim-free moment.
   */
  pause(): Promise<void>;
  /** Ends the claim (once; later calls do nothing). The service keeps running. */
  release(): void;
}

/**
 * Claims on a service that `stopService` stops. A claim's pause stops it only when that claim is
 * the one held, at once or when the others are released, so a build never stops the service
 * under a development session, another build or a worker script being bundled in the same
 * process. Bookkeeping only: the stop function is given.
 */
export function createClaims(stopService: () => Promise<void>): () => EsbuildClaim {
  const held = new Set<EsbuildClaim>();
  /** Held claims that asked for a stop while others were held. */
  const waiting = new Set<EsbuildClaim>();
  const stopIfAlone = (claim: EsbuildClaim): boolean => held.size === 1 && held.has(claim);
  return () => {
    const claim: EsbuildClaim = {
      pause() {
        if (!held.has(claim)) return Promise.resolve();
        if (stopIfAlone(claim)) {
          waiting.delete(claim);
          return stopService();
        }
        waiting.add(claim);
        return Promise.resolve();
      },
      release() {
        if (!held.delete(claim)) return;
        waiting.delete(claim);
        const [last] = held;
        if (last && waiting.has(last) && stopIfAlone(last)) {
          waiting.delete(last);
          stopService().catch(() => undefined);
        }
      },
    };
    held.add(claim);
    return claim;
  };
}

/**
 * Claims esbuild's service (one Go process per Node thread that calls esbuild). A site's bundles
 * grow it to a few hundred MB, which it keeps until it exits; a build pauses it once it has
 * bundled. Whoever calls esbuild while a build may run holds a claim meanwhile: the development
 * session for its life, workerScriptFor while it bundles.
 */
export const claimEsbuild: () => EsbuildClaim = createClaims(stop);
