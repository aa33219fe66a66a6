/**
 * Types of the files site code imports as Docusaurus sites do (Folio's bundler gives these): SVG
 * as a React component (or its URL with `?url`), CSS modules as their class names.
 */
declare module '*.svg' {
  import type { ComponentType, SVGProps } from 'react';
  /** The SVG inline; `title` replaces the file's own `<title>`. */
  const Svg: ComponentType<SVGProps<SVGSVGElement> & { title?: string; titleId?: string }>;
  export default Svg;
}

declare module '*.svg?url' {
  /** The published URL of the SVG file, with the base URL. */
  const url: string;
  export default url;
}

declare module '*.module.css' {
  /** Local class name → the global name it was given. */
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
