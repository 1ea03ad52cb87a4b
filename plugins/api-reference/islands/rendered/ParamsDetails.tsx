import ParamsDetails from '@theme/ParamsDetails';
import {renderedIsland} from '../RenderedIsland';

export default renderedIsland('ParamsDetails', ParamsDetails);
