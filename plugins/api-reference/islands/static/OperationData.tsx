import {staticIsland} from '../StaticIsland';

export default staticIsland('OperationData');
