import type { ReactNode } from 'react';

/** Props of Footer/Layout, as in Docusaurus: the style and the three parts, drawn. */
export interface Props {
  readonly style: 'light' | 'dark';
  readonly links: ReactNode;
  readonly logo: ReactNode;
  readonly copyright: ReactNode;
}

/** The footer's frame: links on top, logo and copyright below. */
export default function FooterLayout({ style, links, logo, copyright }: Props) {
  return (
    <footer className={`footer footer--${style}`}>
      <div className="container footer__inner">
        {links}
        <div className="footer__bottom text--center">
          {logo}
          {copyright}
        </div>
      </div>
    </footer>
  );
}
