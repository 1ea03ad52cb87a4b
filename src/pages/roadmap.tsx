import React, {useMemo} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {roadmapItems, roadmapStatuses} from '@site/shared/roadmap/items';
import {ROADMAP_PAGE} from '@site/shared/roadmap/copy';
import RoadmapCallToAction from './roadmap/_components/RoadmapCallToAction';
import RoadmapFiltersPanel from './roadmap/_components/RoadmapFilters';
import RoadmapSection from './roadmap/_components/RoadmapSection';
import {useRoadmapFilters} from './roadmap/_components/useRoadmapFilters';
import {describeResults, filterRoadmap, groupByStatus} from '../../shared/roadmap/format';
import styles from './roadmap/styles.module.css';

/** /roadmap: every roadmap item from shared/roadmap/items.ts, grouped by status, filterable through the query string. */
export default function RoadmapPage(): React.JSX.Element {
  const [filters, setFilters] = useRoadmapFilters();
  const matching = useMemo(() => filterRoadmap(roadmapItems, filters), [filters]);
  const groups = useMemo(() => groupByStatus(matching), [matching]);

  return (
    <Layout title="Roadmap" description={ROADMAP_PAGE.description}>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <header className={styles.header}>
          <div className={styles.headerText}>
            <Heading as="h1" className={styles.title}>
              Roadmap
            </Heading>
            <p className={styles.lead}>{ROADMAP_PAGE.lead}</p>
          </div>
          <RoadmapCallToAction />
        </header>

        <RoadmapFiltersPanel
          filters={filters}
          onChange={setFilters}
          summary={describeResults(matching.length, roadmapItems.length, filters)}
        />

        {roadmapStatuses.map((status) => (
          <RoadmapSection key={status} status={status} items={groups[status]} />
        ))}
      </main>
    </Layout>
  );
}
