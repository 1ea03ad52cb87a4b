import {useCallback, useMemo} from 'react';
import {useHistory} from '@docusaurus/router';
import {useHistorySelector} from '@docusaurus/theme-common';
import {parseRoadmapQuery, toRoadmapQuery, type RoadmapFilters} from '../../../../shared/roadmap/format';

/**
 * The filter state of the page, read from and written to the query string so a filtered view can be shared and
 * survives a reload. `useHistorySelector` reads the live history (not the route's location, which Docusaurus holds
 * back while it preloads) so the search box stays responsive, and it reads an empty query during server rendering
 * and hydration, so the static HTML always matches the first client render.
 */
export function useRoadmapFilters(): [RoadmapFilters, (next: RoadmapFilters) => void] {
  const history = useHistory();
  const search = useHistorySelector((current) => current.location.search);
  const filters = useMemo(() => parseRoadmapQuery(search), [search]);
  const setFilters = useCallback(
    (next: RoadmapFilters) => {
      // replace, not push: typing in the search box must not fill the back button with one entry per key.
      history.replace({pathname: history.location.pathname, search: toRoadmapQuery(next), hash: history.location.hash});
    },
    [history],
  );
  return [filters, setFilters];
}
