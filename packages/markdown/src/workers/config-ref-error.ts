/** Thrown in a worker that cannot find a value of its input in its copy of the site config. */
export class ConfigRefError extends Error {}
