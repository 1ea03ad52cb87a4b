// Wrapped so that every MDX page can use <Tabs> and <TabItem> without repeating the same imports.
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

export default {...MDXComponents, Tabs, TabItem};
