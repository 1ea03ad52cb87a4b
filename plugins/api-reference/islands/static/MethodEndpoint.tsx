import {staticIsland} from '../StaticIsland';

export default staticIsland('MethodEndpoint');
