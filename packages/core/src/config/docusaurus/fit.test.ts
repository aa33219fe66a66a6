import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { dropUnknownKeys, fitToSchema, joinKey, knownKeys } from './fit.ts';

const schema = z
  .object({
    title: z.string(),
    size: z.number().int().default(3),
    logo: z.object({ src: z.string(), width: z.number().optional() }).strict().optional(),
    items: z.array(z.object({ label: z.string(), to: z.string().optional() }).strict()).default([]),
    versions: z.record(z.object({ label: z.string() }).strict()).default({}),
    free: z.record(z.unknown()).default({}),
  })
  .strict();

function collect() {
  const reports: string[] = [];
  return { reports, report: (key: string, what: string) => reports.push(`${key}: ${what}`) };
}

describe('joinKey', () => {
  it('writes keys as a config would', () => {
    expect(['themeConfig', 'navbar', 'items', 2, 'to'].reduce<string>((k, p) => joinKey(k, p), '')).toBe('themeConfig.navbar.items[2].to');
    expect(joinKey('versions', '1.0.0')).toBe('versions["1.0.0"]');
    expect(joinKey('', 'aria-label')).toBe('"aria-label"');
  });
});

describe('dropUnknownKeys', () => {
  it('drops and reports keys the schema does not know, inside objects, arrays and records; free-form records keep theirs', () => {
    const { reports, report } = collect();
    const value = dropUnknownKeys(
      { title: 'T', colour: 'red', logo: { src: 'a.svg', target: '_self' }, items: [{ label: 'A', html: '<b>A</b>' }], versions: { current: { label: 'Next', banner: 'none' } }, free: { anything: 1 } },
      schema,
      'site',
      report,
    );
    expect(value).toEqual({ title: 'T', logo: { src: 'a.svg' }, items: [{ label: 'A' }], versions: { current: { label: 'Next' } }, free: { anything: 1 } });
    expect(reports).toEqual([
      'site.colour: Folio has no such option; skipped',
      'site.logo.target: Folio has no such option; skipped',
      'site.items[0].html: Folio has no such option; skipped',
      'site.versions.current.banner: Folio has no such option; skipped',
    ]);
  });
});

describe('fitToSchema', () => {
  it('drops each value the schema rejects, saying what was expected, so the default applies', () => {
    const { reports, report } = collect();
    const fitted = fitToSchema({ title: 'T', size: 'big', logo: { src: 'a.svg', width: '2em' }, items: [{ label: 'A' }, { label: 7 }, { to: '/c' }, { label: 'D' }] }, schema, '', report);
    expect(schema.parse(fitted)).toEqual({ title: 'T', size: 3, logo: { src: 'a.svg' }, items: [{ label: 'A' }, { label: 'D' }], versions: {}, free: {} });
    expect(reports.sort()).toEqual([
      'items[1].label: Expected string, received 7; skipped',
      'items[2].label: Expected string, received nothing; the item is skipped',
      'logo.width: Expected number, received "2em"; skipped',
      'size: Expected number, received "big"; skipped',
    ]);
  });

  it('leaves a missing required value to the validation that follows', () => {
    const { reports, report } = collect();
    const fitted = fitToSchema({ size: 2 }, schema, '', report);
    expect(reports).toEqual([]);
    expect(schema.safeParse(fitted).success).toBe(false);
  });
});

describe('knownKeys', () => {
  it('lists the keys of an object schema under defaults and optionals', () => {
    expect([...knownKeys(schema.default({ title: 'x' }).optional())]).toEqual(['title', 'size', 'logo', 'items', 'versions', 'free']);
    expect(knownKeys(z.string()).size).toBe(0);
  });
});
