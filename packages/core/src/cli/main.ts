import { existsSync } from 'node:fs';
import path from 'node:path';
import { esbuildMemoryEnv } from '@folio/markdown';
import { UserError } from '../config/errors.ts';
import { CONFIG_FILES, DOCUSAURUS_CONFIG_FILES } from '../config/load.ts';
import { createLogger } from '../logger.ts';
import { PluginFailure, pluginStack } from '../plugin/failure.ts';
import { FOLIO_VERSION } from '../version.ts';
import { COMMANDS, parseCommandLine, parsePort } from './args.ts';
import { markTimeline } from '../timeline.ts';
import { limitHeapGrowth } from './heap-growth.ts';

const HELP = `Folio ${FOLIO_VERSION}

Usage:
  folio build [siteDir] [--out-dir build] [--force]
                                            Build the site into static files (--force: even when
                                            nothing changed since the last build)
  folio serve [siteDir] [--dir build] [--port 3000] [--host 127.0.0.1]
                                            Serve a built site
  folio start [siteDir] [--port 3000] [--host 127.0.0.1] [--next-free-port] [--react-dev]
                                            Start the development server (--react-dev: React's
                                            development build, with its warnings, for theme work)
  folio clear [siteDir] [--out-dir build]   Remove the build output, leftover swap folders and caches
`;

function flag(values: Record<string, string | boolean | undefined>, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Runs one CLI command and returns the exit code. User errors print without a stack trace. Each
 * command loads its own modules when it runs: `folio start` does not load the build's, the static
 * server's or `clear`'s, which it never uses.
 */
export async function main(argv: string[]): Promise<number> {
  markTimeline('engine loaded');
  const logger = createLogger();
  try {
    const { command, positionals, values: flags } = parseCommandLine(argv, (name) => (Object.hasOwn(COMMANDS, name) ? COMMANDS[name as keyof typeof COMMANDS] : undefined));
    if (flags.help) {
      console.log(HELP);
      return 0;
    }
    switch (command) {
      case 'build': {
        // Before anything starts esbuild's service, which takes this process's environment.
        Object.assign(process.env, esbuildMemoryEnv(process.env));
        // Before the build starts its worker threads, whose heaps take the factor when they start.
        limitHeapGrowth();
        const { build } = await import('../site/build.ts');
        await build({ siteDir: positionals[0] ?? '.', outDir: flag(flags, 'out-dir'), logger, skipIfUpToDate: true, force: flags.force === true });
        return 0;
      }
      case 'serve': {
        const siteDir = path.resolve(positionals[0] ?? '.');
        const dir = path.resolve(siteDir, flag(flags, 'dir') ?? 'build');
        const { serveBuild } = await import('../server/serve.ts');
        const server = await serveBuild({ dir, port: parsePort(flags.port, 3000), host: flag(flags, 'host') ?? '127.0.0.1' });
        logger.success(`Serving ${path.relative(process.cwd(), dir) || dir} at ${server.url}`);
        await new Promise(() => undefined);
        return 0;
      }
      case 'start': {
        const { startDevServer } = await import('../dev/start.ts');
        markTimeline('dev server loaded');
        await startDevServer({ siteDir: positionals[0] ?? '.', port: parsePort(flags.port, 3000), host: flag(flags, 'host') ?? '127.0.0.1', nextFreePort: flags['next-free-port'] === true, reactDevelopment: flags['react-dev'] === true, logger });
        await new Promise(() => undefined);
        return 0;
      }
      case 'clear': {
        const siteDir = path.resolve(positionals[0] ?? '.');
        const { clearSite } = await import('../output/clear.ts');
        const removed = await clearSite(siteDir, flag(flags, 'out-dir'));
        const names = removed.map((dir) => `${path.relative(siteDir, dir) || dir}/`);
        logger.success(names.length ? `Removed ${names.join(', ')}` : 'Nothing to remove: no build output or caches');
        return 0;
      }
      case 'help':
        console.log(HELP);
        return 0;
      default: {
        const last = positionals[positionals.length - 1];
        const siteDir = last && [...CONFIG_FILES, ...DOCUSAURUS_CONFIG_FILES].some((name) => existsSync(path.resolve(last, name))) ? last : '.';
        const { findPluginCommand } = await import('./plugin-commands.ts');
        const found = await findPluginCommand(siteDir, command, logger);
        if (!found) throw new UserError(`Unknown command "${command}".\n\n${HELP}`);
        await found.run(positionals);
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof UserError) {
      logger.error(error.message);
    } else if (error instanceof PluginFailure) {
      logger.error(`${error.message}\nThis is a bug in that plugin: report it to its authors (to Folio for Folio's own plugins).\n${pluginStack(error.original)}`);
    } else {
      logger.error(`Internal error (this is a Folio bug; please report it):\n${(error as Error).stack ?? String(error)}`);
    }
    return 1;
  }
}
