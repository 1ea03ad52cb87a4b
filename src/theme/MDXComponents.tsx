// Wrapped so that every MDX page can use <Tabs> and <TabItem> without repeating the same imports, so that wide
// tables (which scroll sideways) can be reached and scrolled from the keyboard, and for diagrams drawn at build time.
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import PrerenderedDiagram from '@site/src/components/PrerenderedDiagram';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

function Table(props: ComponentProps<'table'>): React.JSX.Element {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, Tabs, TabItem, PrerenderedDiagram, table: Table};
