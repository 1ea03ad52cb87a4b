import StatusCodes from '@theme/StatusCodes';
import {renderedIsland} from '../RenderedIsland';

export default renderedIsland('StatusCodes', StatusCodes);
