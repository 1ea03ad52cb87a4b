import React, {isValidElement, type ReactNode} from 'react';

/**
 * The code of a code block whose children are text only (a string, or the pieces JSX or Markdown cut it into);
 * undefined when an element is among them. Read by the site's code block and by the API islands' server one.
 */
export function codeText(children: ReactNode): string | undefined {
  const parts = React.Children.toArray(children);
  return parts.some((part) => isValidElement(part)) ? undefined : parts.join('');
}
