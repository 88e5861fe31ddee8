import Markdown, { type Components, type Options } from 'react-markdown';

/**
 * Links and images inside text that others wrote (an email's summary, a research report drawn from the web,
 * a keepsake woven from them) are shown, not followed: a link becomes its words followed by its full address
 * as plain text, so nobody is led to a look-alike site with one click; an image becomes its description, so
 * no remote picture is fetched (a tracking pixel would tell its sender the page was read).
 */
export const inertLinks: Components = {
  a: ({ children, href }) => {
    const text = typeof children === 'string' ? children : undefined;
    return (
      <span data-inert-link="">
        {children}
        {href && href !== text ? ` (${href})` : null}
      </span>
    );
  },
  img: ({ alt }) => (alt ? <span>[{alt}]</span> : null),
};

/** Markdown of untrusted text, with `inertLinks` (merged under any components the caller passes). */
export const UntrustedMarkdown = ({ components, ...options }: Options) => (
  <Markdown {...options} components={{ ...inertLinks, ...components }} />
);
