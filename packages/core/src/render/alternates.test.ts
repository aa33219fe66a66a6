import { describe, expect, it } from 'vitest';
import { localeAlternates } from './alternates.ts';

type I18n = Parameters<typeof localeAlternates>[0]['i18n'];

function i18n(locales: string[], localeConfigs: I18n['localeConfigs'] = {}): I18n {
  return { defaultLocale: locales[0]!, locales, localeConfigs };
}

function hrefs(baseUrl: string, permalink: string, config: I18n = i18n(['en', 'fr'])): Record<string, string> {
  const alternates = localeAlternates({ url: 'https://x.org', baseUrl, i18n: config }, permalink);
  return Object.fromEntries(alternates.map((a) => [a.hreflang, a.href]));
}

describe('localeAlternates', () => {
  it('puts other locales between the base URL and the rest of the path, never the base URL twice', () => {
    expect(hrefs('/site/', '/site/docs/a')).toEqual({ en: 'https://x.org/site/docs/a', fr: 'https://x.org/site/fr/docs/a', 'x-default': 'https://x.org/site/docs/a' });
    expect(hrefs('/', '/docs/a')).toEqual({ en: 'https://x.org/docs/a', fr: 'https://x.org/fr/docs/a', 'x-default': 'https://x.org/docs/a' });
    expect(hrefs('/a/b/', '/a/b/docs/a/')).toEqual({ en: 'https://x.org/a/b/docs/a/', fr: 'https://x.org/a/b/fr/docs/a/', 'x-default': 'https://x.org/a/b/docs/a/' });
  });

  it('gives the home page of each locale its base URL', () => {
    expect(hrefs('/site/', '/site/')).toEqual({ en: 'https://x.org/site/', fr: 'https://x.org/site/fr/', 'x-default': 'https://x.org/site/' });
    expect(hrefs('/', '/')).toEqual({ en: 'https://x.org/', fr: 'https://x.org/fr/', 'x-default': 'https://x.org/' });
  });

  it('lists every locale, whichever is the default, in the configured order', () => {
    const config = { defaultLocale: 'fr', locales: ['en', 'fr', 'de'], localeConfigs: {} };
    expect(localeAlternates({ url: 'https://x.org/', baseUrl: '/site/', i18n: config }, '/site/a').map((a) => `${a.hreflang} ${a.href}`)).toEqual([
      'en https://x.org/site/en/a',
      'fr https://x.org/site/a',
      'de https://x.org/site/de/a',
      'x-default https://x.org/site/a',
    ]);
  });

  it('uses the localeConfigs path and htmlLang of a locale', () => {
    const config = i18n(['en', 'zh-Hans', 'pt'], { en: { htmlLang: 'en-US' }, 'zh-Hans': { path: 'zh', htmlLang: 'zh-CN' }, pt: { path: '/brasil/' } });
    expect(hrefs('/site/', '/site/docs/a', config)).toEqual({
      'en-US': 'https://x.org/site/docs/a',
      'zh-CN': 'https://x.org/site/zh/docs/a',
      pt: 'https://x.org/site/brasil/docs/a',
      'x-default': 'https://x.org/site/docs/a',
    });
  });
});
