// Replaced: the theme's Export menu offers one file (the YAML, saved through file-saver); readers get the description
// as YAML and as JSON, both served by the build (plugins/api-reference/downloads.ts), as plain download links.
import React from 'react';
import Link from '@docusaurus/Link';
import {API_DOWNLOADS} from '@site/shared/api-reference/paths';

const FORMATS = [
  {label: 'OpenAPI description (YAML)', href: API_DOWNLOADS.yaml},
  {label: 'OpenAPI description (JSON)', href: API_DOWNLOADS.json},
] as const;

export default function Export(): React.JSX.Element {
  return (
    <div style={{float: 'right'}} className="dropdown dropdown--hoverable dropdown--right">
      <button type="button" className="export-button button button--sm button--secondary">
        Export
      </button>
      <ul className="export-dropdown dropdown__menu">
        {FORMATS.map(({label, href}) => (
          <li key={href}>
            {/* pathname:// leaves the file to the server instead of the router. */}
            <Link className="dropdown__link" to={`pathname://${href}`} download={href.slice(1)}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
