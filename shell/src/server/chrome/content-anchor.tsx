import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { safeContentHref } from '../../shared/content-guards';

/** Props of {@link ContentAnchor}: an anchor whose `href` comes from the CMS. */
export interface ContentAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly href: string;
  readonly children: ReactNode;
}

/**
 * A link from CMS content: an `<a>` when its target is allowed (http(s), relative, `mailto:`, `tel:`),
 * otherwise its text in a `<span>` — a hostile `javascript:`/`data:` target never reaches the page.
 */
export function ContentAnchor({ href, children, ...rest }: ContentAnchorProps): ReactNode {
  const safe = safeContentHref(href);
  if (safe === null) return <span className={rest.className}>{children}</span>;
  return (
    <a {...rest} href={safe}>
      {children}
    </a>
  );
}
