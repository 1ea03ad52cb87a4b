import {staticIsland} from '../StaticIsland';

export default staticIsland('StatusCodes');
