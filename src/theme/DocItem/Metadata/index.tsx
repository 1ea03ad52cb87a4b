// Wrapped to add the page's structured data (breadcrumbs and TechArticle JSON-LD) and its Open Graph type.
import React from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {
  absoluteUrl,
  breadcrumbList,
  breadcrumbTrail,
  serializeJsonLd,
  techArticle,
  type SeoGlobalData,
  type SidebarItemLike,
} from '@site/shared/seo/structuredData';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): React.JSX.Element {
  const {metadata, frontMatter} = useDoc();
  const sidebar = useDocsSidebar();
  const {siteConfig, i18n} = useDocusaurusContext();
  const seo = usePluginData('tessera-seo') as SeoGlobalData | undefined;
  const homeUrl = useBaseUrl('/');
  const imageUrl = useBaseUrl(frontMatter.image ?? (siteConfig.themeConfig.image as string), {absolute: true});
  if (!seo) throw new Error('plugins/seo must be registered in config/plugins.ts for the structured data.');
  const {vocabulary, organization} = seo;

  const trail = breadcrumbTrail((sidebar?.items ?? []) as SidebarItemLike[], metadata.permalink);
  const breadcrumbs = breadcrumbList(vocabulary, [{label: siteConfig.title, href: homeUrl}, ...trail], siteConfig.url);
  const article = techArticle({
    vocabulary,
    title: metadata.title,
    description: metadata.description,
    url: absoluteUrl(siteConfig.url, metadata.permalink),
    imageUrl,
    language: i18n.currentLocale,
    siteName: siteConfig.title,
    siteHomeUrl: absoluteUrl(siteConfig.url, homeUrl),
    organization,
    lastUpdatedAt: metadata.lastUpdatedAt,
  });

  return (
    <>
      <Metadata {...props} />
      <Head>
        <meta property="og:type" content="article" />
        {breadcrumbs && <script type="application/ld+json">{serializeJsonLd(breadcrumbs)}</script>}
        <script type="application/ld+json">{serializeJsonLd(article)}</script>
      </Head>
    </>
  );
}
