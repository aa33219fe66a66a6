import { z } from 'zod';

const color = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'a colour as #rgb or #rrggbb');

/** Options of the social cards plugin, as written in `site.config.ts`. */
export const socialCardsOptionsSchema = z
  .object({
    /** Draw cards; `false` turns them off (pages keep `themeConfig.image`). */
    enabled: z.boolean().default(true),
    /** The image in the card's corner: a site path in the static folders (SVG or PNG); default the favicon; `false` for none. */
    logo: z.union([z.string(), z.literal(false)]).optional(),
    /** The name beside the logo; default the site title. */
    siteName: z.string().optional(),
    /** Colours of the card; defaults match the Folio theme's blue. */
    colors: z
      .object({
        background: color.default('#0f2747'),
        text: color.default('#ffffff'),
        accent: color.default('#7fb0ff'),
        muted: color.default('#cfe0ff'),
      })
      .strict()
      .default({}),
    /** What a post's card names as its section. */
    blogLabel: z.string().default('Blog'),
    /** Folder of the cards in the build. */
    outputPath: z.string().regex(/^[\w-]+(?:\/[\w-]+)*$/, 'a relative folder such as img/social-cards').default('img/social-cards'),
  })
  .strict();

/** Options as given in the config. */
export type SocialCardsOptionsInput = z.input<typeof socialCardsOptionsSchema>;
/** Options after defaults. */
export type SocialCardsOptions = z.output<typeof socialCardsOptionsSchema>;
