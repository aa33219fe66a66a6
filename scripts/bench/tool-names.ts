/** The generators the benchmark compares, in table order. */
export const TOOL_NAMES = ['folio', 'docusaurus', 'docusaurus-fast'] as const;

/** One of TOOL_NAMES. */
export type ToolName = (typeof TOOL_NAMES)[number];
