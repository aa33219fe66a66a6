import type { Server } from 'node:http';
import { UserError } from '../config/errors.ts';

/** How many ports above the asked one `nextFreePort` tries. */
const MORE_PORTS = 20;

/**
 * Starts the server on `port` (0: any free port), or with `nextFreePort` on the first free one of
 * the next few; resolves to the port it listens on. A taken port without `nextFreePort` is an error
 * saying what to do.
 */
export async function listenOnFreePort(server: Server, options: { port: number; host: string; nextFreePort?: boolean | undefined }): Promise<number> {
  let port = options.port;
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, options.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (!options.nextFreePort || port - options.port > MORE_PORTS) {
        throw new UserError(`Port ${port} is already in use. Stop the other server, choose a port with --port, or pass --next-free-port.`);
      }
      port += 1;
    }
  }
  const bound = server.address();
  return typeof bound === 'object' && bound ? bound.port : port;
}
