import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, PluginContext } from '@folio/core';
import { limitedReadFile as readFile, toUserError } from '@folio/core';
import { cardKey, selectCardPages, type CardContent } from './cards.ts';
import { socialCardsOptionsSchema, type SocialCardsOptions, type SocialCardsOptionsInput } from './options.ts';
import { startDrawing, type Drawing } from './pool.ts';
import type { DrawSetup } from './render.ts';

export type { SocialCardsOptionsInput } from './options.ts';

const IMAGE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

function loadOptions(input: unknown): SocialCardsOptions {
  const result = socialCardsOptionsSchema.safeParse(input ?? {});
  if (!result.success) throw toUserError(result.error, 'site.config.ts', 'options of the social cards plugin', input);
  return result.data;
}

/** The logo as a data URI and a hash of its bytes, from the site's static folders; undefined (with a warning) when it cannot be used. */
async function loadLogo(context: PluginContext, logo: string | undefined): Promise<{ uri: string; hash: string } | undefined> {
  if (!logo) return undefined;
  const type = IMAGE_TYPES[path.extname(logo).toLowerCase()];
  if (!type) {
    context.logger.warn(`Social cards: the logo ${logo} is not an SVG, PNG or JPEG image, so the cards have none. Set the plugin's logo option to such an image in the static folder.`);
    return undefined;
  }
  const relative = context.siteUrl.sitePath(logo).replace(/^\//, '');
  for (const dir of context.siteConfig.staticDirectories) {
    const file = path.resolve(context.siteDir, dir, relative);
    if (!existsSync(file)) continue;
    const bytes = await readFile(file);
    return { uri: `data:${type};base64,${bytes.toString('base64')}`, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16) };
  }
  context.logger.warn(`Social cards: the logo ${logo} is not in the static folders (${context.siteConfig.staticDirectories.join(', ')}), so the cards have none.`);
  return undefined;
}

/**
 * The social cards plugin: a 1200 × 600 PNG for every doc page and blog post, drawn at build time
 * with satori and sharp from the page's title and sidebar section (a post's date and authors),
 * the site's logo, name and colours. A card is named by a hash of what it shows, so pages showing
 * the same (one doc in five versions) share one file, and it is kept in `.folio/social-cards`, so
 * an unchanged card is never drawn again. Cards are drawn in a worker thread from the moment the
 * routes are known, while the build bundles and renders (the development server draws them when
 * they are asked for). The pages' `og:image` and `twitter:image` point at it, unless their front
 * matter names an `image`.
 */
export default function socialCardsPlugin(context: PluginContext, input?: SocialCardsOptionsInput): Plugin {
  const options = loadOptions(input);
  const cacheDir = path.join(context.cacheDir, 'social-cards');
  const cards = new Map<string, CardContent>();
  let pageCount = 0;
  let drawing: Promise<Drawing> | undefined;
  let setup: DrawSetup | undefined;
  const draw = (drawSetup: DrawSetup) => {
    const started = startDrawing(cards, drawSetup, cacheDir, context.cacheDir);
    started.catch(() => undefined);
    return started;
  };
  return {
    name: 'social-cards',
    async routesLoaded({ routes, setHeadDefaults }) {
      cards.clear();
      drawing = undefined;
      setup = undefined;
      if (!options.enabled) return;
      const logo = await loadLogo(context, options.logo === false ? undefined : (options.logo ?? context.siteConfig.favicon));
      const { colors } = options;
      setup = { style: { siteName: options.siteName ?? context.siteConfig.title, host: new URL(context.siteConfig.url).host, colors, logoHash: logo?.hash ?? '' }, logo: logo?.uri };
      const pages = selectCardPages(routes, options.blogLabel);
      pageCount = pages.length;
      for (const page of pages) {
        const key = cardKey(page.content, setup.style);
        cards.set(key, page.content);
        setHeadDefaults(page.path, { image: `/${options.outputPath}/${key}.png` });
      }
      // A build draws them while it bundles and renders (postBuild waits for what is left); the
      // development server when they are asked for.
      if (context.mode === 'production') drawing = draw(setup);
    },
    async postBuild({ copyFile }) {
      if (setup) drawing ??= draw(setup);
      if (!drawing) return;
      const { drawn, queue, elapsed } = await drawing;
      void queue.help();
      await queue.done;
      const ms = await elapsed;
      await Promise.all([...cards.keys()].map((key) => copyFile(`${options.outputPath}/${key}.png`, path.join(cacheDir, `${key}.png`))));
      // Cards no page shows any more leave the cache.
      const stale = (await readdir(cacheDir)).filter((name) => !cards.has(name.replace(/\.png$/, '')));
      await Promise.all(stale.map((name) => rm(path.join(cacheDir, name), { force: true })));
      context.logger.info(`Social cards: ${pageCount} pages show ${cards.size} distinct cards; ${drawn} drawn${drawn ? ` (done ${(ms / 1000).toFixed(1)} s after the routes were known)` : ''}, ${cards.size - drawn} from the cache.`);
    },
  };
}
