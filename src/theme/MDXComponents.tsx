// Wrapped so that every MDX page can use <Tabs> and <TabItem> without repeating the same imports, and so that wide
// tables (which scroll sideways) can be reached and scrolled from the keyboard.
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

function Table(props: ComponentProps<'table'>): React.JSX.Element {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, Tabs, TabItem, table: Table};
