import MethodEndpoint from '@theme/ApiExplorer/MethodEndpoint';
import {renderedIsland} from '../RenderedIsland';

export default renderedIsland('MethodEndpoint', MethodEndpoint);
