/** Prism language files: scripts that extend the global `Prism`; they export nothing. */
declare module 'prismjs/components/*';
