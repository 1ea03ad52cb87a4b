// Wrapped so that a sidebar section title that neither links nor collapses is not announced or crawled as a link:
// the theme renders it as an <a> without href, which search engines report as an uncrawlable link.
import React from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type {Props} from '@theme/DocSidebarItem/Category';

export default function CategoryWrapper(props: Props): React.JSX.Element {
  const titleOnly = !props.item.href && !props.item.collapsible;
  // The theme passes extra props on to that <a>.
  const extra = titleOnly ? ({role: 'none'} as object) : {};
  return <Category {...props} {...extra} />;
}
