// The client's route → chunks table: createRouteComponent.js fills it as the route table is built.
export default {};
