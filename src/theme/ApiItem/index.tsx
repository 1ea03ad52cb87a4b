// Wrapped so that the OpenAPI theme's stylesheet and the highlighter's extra languages come with API pages, not all.
import React, {type ComponentProps} from 'react';
import ApiItem from '@theme-original/ApiItem';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import '@site/src/utils/registerPrismLanguages';

export default function ApiItemWrapper(props: ComponentProps<typeof ApiItem>): React.JSX.Element {
  return <ApiItem {...props} />;
}
