import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The theme registers the site's extra languages from a client module, which put the highlighter on every page;
// importing this module from the components that highlight does it where it is needed (see
// plugins/lean-bundle/prismLanguages.ts).
prismIncludeLanguages(Prism);
