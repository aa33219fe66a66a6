/**
 * Marks a slot in a template: filled per page (a link's URL, an imported file, a category's cards).
 * A module of its own: filling templates (on the main thread) needs only these, not the converter
 * and its Markdown writer (some 70 modules).
 */
export const SLOT_OPEN = '\uE000';
export const SLOT_CLOSE = '\uE001';
