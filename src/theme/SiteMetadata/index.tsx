// Wrapped to give every page an Open Graph type; docs pages and changelog entries override it with "article".
import React from 'react';
import Head from '@docusaurus/Head';
import SiteMetadata from '@theme-original/SiteMetadata';

export default function SiteMetadataWrapper(): React.JSX.Element {
  return (
    <>
      <Head>
        <meta property="og:type" content="website" />
      </Head>
      <SiteMetadata />
    </>
  );
}
