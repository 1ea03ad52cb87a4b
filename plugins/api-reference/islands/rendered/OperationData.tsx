import OperationData from '../OperationData';
import {renderedIsland} from '../RenderedIsland';

export default renderedIsland('OperationData', OperationData);
