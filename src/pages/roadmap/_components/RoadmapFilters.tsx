import React from 'react';
import {X} from 'lucide-react';
import {roadmapLabelIds, roadmapLabels} from '@site/shared/roadmap/items';
import {
  MAX_QUERY_LENGTH,
  NO_FILTERS,
  hasActiveFilters,
  toggleLabel,
  type RoadmapFilters,
} from '../../../../shared/roadmap/format';
import {LabelIcon, labelColorStyle} from './LabelChip';
import styles from '../styles.module.css';

interface Props {
  filters: RoadmapFilters;
  onChange: (next: RoadmapFilters) => void;
  /** The sentence announced to screen readers when the results change. */
  summary: string;
}

/** Label toggle buttons, a text filter and the live summary of how many items match. */
export default function RoadmapFiltersPanel({filters, onChange, summary}: Props): React.JSX.Element {
  return (
    <div className={styles.filters}>
      <div className={styles.filterRow}>
        <div className={styles.searchField}>
          <label htmlFor="roadmap-search" className={styles.filterLabel}>
            Search the roadmap
          </label>
          <input
            id="roadmap-search"
            type="search"
            className={styles.searchInput}
            value={filters.query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="For example: tracing, Jinja, PDF"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onChange({...filters, query: event.target.value})}
          />
        </div>
        <div className={styles.labelField}>
          <span id="roadmap-label-filter" className={styles.filterLabel}>
            Show items labelled
          </span>
          <div role="group" aria-labelledby="roadmap-label-filter" className={styles.labelButtons}>
            {roadmapLabelIds.map((label) => {
              const pressed = filters.labels.includes(label);
              return (
                <button
                  key={label}
                  type="button"
                  aria-pressed={pressed}
                  className={styles.labelButton}
                  style={labelColorStyle(label)}
                  onClick={() => onChange({...filters, labels: toggleLabel(filters.labels, label)})}>
                  <LabelIcon label={label} size={16} />
                  {roadmapLabels[label].name}
                </button>
              );
            })}
          </div>
        </div>
      </div>
      <div className={styles.summaryRow}>
        <p role="status" className={styles.summary}>
          {summary}
        </p>
        {hasActiveFilters(filters) && (
          <button type="button" className={styles.clearButton} onClick={() => onChange(NO_FILTERS)}>
            <X size={16} aria-hidden="true" focusable="false" />
            Clear filters
          </button>
        )}
      </div>
    </div>
  );
}
