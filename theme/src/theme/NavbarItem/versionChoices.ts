import type { GlobalDocsVersion } from '../../hooks/useDocsData.ts';

/** The `versions` option of a docsVersionDropdown item: names in order, or name → `{ label }`. */
export type VersionsOption = readonly string[] | Readonly<Record<string, { readonly label?: string | undefined }>>;

/** A version the dropdown lists, with the label it shows. */
export interface VersionChoice {
  version: GlobalDocsVersion;
  label: string;
}

/**
 * The versions a dropdown lists, as Docusaurus 3 picks them: all, with their own labels, when
 * `option` is absent; else the named ones in the option's order, an object's `label` replacing the
 * version's. A name no version has is an error listing the names there are. Pure.
 */
export function versionChoices(versions: readonly GlobalDocsVersion[], option: VersionsOption | undefined): VersionChoice[] {
  if (!option) return versions.map((version) => ({ version, label: version.label }));
  const named: [string, string | undefined][] = Array.isArray(option) ? option.map((name: string) => [name, undefined]) : Object.entries(option).map(([name, config]) => [name, config.label]);
  return named.map(([name, label]) => {
    const version = versions.find((v) => v.name === name);
    if (!version) {
      throw new Error(`The docsVersionDropdown navbar item lists the version "${name}", which the docs plugin does not have. Versions there are: ${versions.map((v) => `"${v.name}"`).join(', ')}. Fix its "versions" option in the site config.`);
    }
    return { version, label: label ?? version.label };
  });
}

/**
 * The choice the dropdown is labelled with: the first of `candidates` (the version being read, the
 * reader's preferred one, the last) that it lists, else its first choice. Pure.
 */
export function displayedChoice(choices: readonly VersionChoice[], candidates: readonly (GlobalDocsVersion | undefined)[]): VersionChoice | undefined {
  for (const candidate of candidates) {
    const choice = candidate && choices.find((c) => c.version.name === candidate.name);
    if (choice) return choice;
  }
  return choices[0];
}
