// The client's route table (routeTable.ts) calls this instead of Docusaurus's ComponentCreator, with the route's
// chunk names, which it files into the chunks table (an empty object in the client) that ComponentCreator and
// prefetching read.
import ComponentCreator from '@docusaurus/ComponentCreator';
import routesChunkNames from '@generated/routesChunkNames';

export default function createRouteComponent(path, hash, chunkNames) {
  routesChunkNames[`${path}-${hash}`] = chunkNames;
  return ComponentCreator(path, hash);
}
