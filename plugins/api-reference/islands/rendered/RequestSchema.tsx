import RequestSchema from '@theme/RequestSchema';
import {renderedIsland} from '../RenderedIsland';

export default renderedIsland('RequestSchema', RequestSchema);
