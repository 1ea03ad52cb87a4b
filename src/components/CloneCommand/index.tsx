import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useSiteLinks} from '@site/src/utils/siteLinks';
import {cloneCommand} from '../../../shared/cloneCommand';

/** `git clone` of the source repository configured for this build (TESSERA_REPO_URL), ready to copy. */
export default function CloneCommand(): React.JSX.Element {
  const {links} = useSiteLinks();
  return <CodeBlock language="bash">{cloneCommand(links.sourceRepository)}</CodeBlock>;
}
