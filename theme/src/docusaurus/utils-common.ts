/** `@docusaurus/utils-common`, the part theme components use. */

/** Id of the element wrapping a blog post's body (feeds read the body from it). */
export const blogPostContainerID = '__blog-post-container';
