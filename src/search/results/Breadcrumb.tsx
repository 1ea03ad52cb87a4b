import React from 'react';
import styles from './styles.module.css';

/**
 * Where a result's page sits, outermost first ("Docs › Observability › Trace with OpenTelemetry"): pages with the same
 * title differ here. The separators are drawn, not read: a screen reader hears the places in order.
 */
export default function Breadcrumb({trail, id}: {trail: readonly string[]; id: string}): React.JSX.Element {
  return (
    <div id={id} className={styles.breadcrumb}>
      {trail.map((place, index) => (
        <React.Fragment key={index}>
          {index > 0 && (
            <span className={styles.separator} aria-hidden="true">
              ›
            </span>
          )}
          <span>{place}</span>
        </React.Fragment>
      ))}
    </div>
  );
}
