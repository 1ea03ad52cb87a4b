// Replaced, not wrapped. The theme's page draws its right column (code samples and request builder) in the browser
// only, with postman-code-generators on every API page. Here the samples come built (plugins/api-reference) and the
// server renders them, so the page is complete without scripts; the request builder loads on "Try it". The left
// column's schemas are static islands (plugins/api-reference/islands): they bring their own store on the server, and
// the browser keeps their HTML, so this page holds no store; "Try it" creates its own when asked.
import React, {useEffect, useRef} from 'react';
import clsx from 'clsx';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import ApiItemLayout from '@theme/ApiItem/Layout';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import type {PageCodeSamples} from '@site/shared/api-reference/samples';
import ApiHostSwitch from '@site/src/components/ApiHostSwitch';
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import {watchApiHostElements} from '@site/src/components/ApiHostSwitch/store';
import {useAccessibilityRepairs} from './accessibilityRepairs';
import CodeSamples from './CodeSamples';
import TryIt from './TryIt';
// The OpenAPI theme's styles come with API pages, not all, less the request builder's, which come with "Try it"
// (plugins/api-reference/themeStylesheetParts.cjs).
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss?first-paint';
// Token colours of the built samples, both colour modes (written by `npm run gen:api`).
import '@site/generated/api/code-samples.css';

/** What the OpenAPI plugin's pages carry beyond an ordinary docs page. */
interface ApiPageContent {
  /** `api` is true on operation pages: their operation is in their HTML, for "Try it" (plugins/api-reference). */
  frontMatter: {api?: unknown; info_path?: string};
  /** Exported by each operation page (plugins/api-reference/generate.ts). */
  codeSamples?: PageCodeSamples;
}

function OperationPage({content}: Props): React.JSX.Element {
  const {permalink} = content.metadata;
  const MDXContent = content;
  const {frontMatter, codeSamples} = content as unknown as ApiPageContent;
  const samplesRef = useRef<HTMLDivElement>(null);
  // The built samples mark the Cloud host (data-api-host); after hydration they follow the reader's choice.
  useEffect(() => (samplesRef.current ? watchApiHostElements(samplesRef.current) : undefined), []);

  if (!frontMatter.api) {
    return (
      <ApiItemLayout>
        <div className="row">
          <div className="col col--12 markdown">
            <MDXContent />
          </div>
        </div>
      </ApiItemLayout>
    );
  }
  return (
    <ApiItemLayout>
      <div className={clsx('row', 'theme-api-markdown')}>
        <div className="col col--7 openapi-left-panel__container">
          {/* Beside the title, as on docs pages (src/theme/DocItem/Content leaves it out here). */}
          <CopyPageMenu permalink={permalink} />
          <MDXContent />
        </div>
        <div ref={samplesRef} className="col col--5 openapi-right-panel__container">
          {codeSamples && <ApiHostSwitch />}
          <CodeSamples samples={codeSamples} />
          <TryIt infoPath={frontMatter.info_path} />
        </div>
      </div>
    </ApiItemLayout>
  );
}

export default function ApiItem(props: Props): React.JSX.Element {
  useAccessibilityRepairs(props.content.metadata.id);
  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={`docs-doc-id-${props.content.metadata.id}`}>
        <DocItemMetadata />
        <OperationPage {...props} />
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
