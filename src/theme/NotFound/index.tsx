// Wrapped to give the not-found page a meta description like every other page (the original sets only a title).
import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFound from '@theme-original/NotFound';

export default function NotFoundWrapper(): React.JSX.Element {
  return (
    <>
      <PageMetadata description="This page does not exist. Search the Tessera documentation or go to one of its sections." />
      <NotFound />
    </>
  );
}
