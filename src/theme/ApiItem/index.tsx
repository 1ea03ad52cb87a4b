// Wrapped so that the OpenAPI theme's stylesheet, which the theme would load on every page, comes with API pages only.
import React, {type ComponentProps} from 'react';
import ApiItem from '@theme-original/ApiItem';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

export default function ApiItemWrapper(props: ComponentProps<typeof ApiItem>): React.JSX.Element {
  return <ApiItem {...props} />;
}
