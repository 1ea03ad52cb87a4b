// Replaced (it is three lines) so that the link's own text names the entry: a bare "Read more" is a vague link for
// search engines, which ignore the original's aria-label.
import React from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): React.JSX.Element {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}
