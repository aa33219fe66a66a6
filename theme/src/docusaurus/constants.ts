/** Docusaurus's `@docusaurus/constants`: the id of a plugin used once (`usePluginData(name)`). */
export const DEFAULT_PLUGIN_ID = 'default';
