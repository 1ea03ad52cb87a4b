// Wrapped so that the code samples and Try-it explorer (≈1.7 MB gzip of generators) load only when readers reach them.
import React, {type ComponentProps} from 'react';
import type OriginalApiExplorer from '@theme-original/ApiExplorer';
import LoadWhenVisible from '@site/src/components/LoadWhenVisible';
import {retryableLazy} from '@site/src/utils/retryableLazy';
import {registerApiSampleLanguages} from './languages';

const ApiExplorer = retryableLazy<ComponentProps<typeof OriginalApiExplorer>>(() =>
  registerApiSampleLanguages().then(() => import('@theme-original/ApiExplorer')),
);

/** The theme's own loading skeleton (class names of its SkeletonLoader), without importing its module. */
const placeholder = <div className="openapi-skeleton lg" />;

export default function ApiExplorerWrapper(props: ComponentProps<typeof OriginalApiExplorer>): React.JSX.Element {
  return (
    <LoadWhenVisible name="The API explorer" onRetry={ApiExplorer.retry} placeholder={placeholder}>
      <ApiExplorer.Component {...props} />
    </LoadWhenVisible>
  );
}
