import React, {lazy, type ComponentType} from 'react';

export interface RetryableLazy<Props extends object> {
  Component: ComponentType<Props>;
  /** Forgets a failed download, so that the next render downloads the code again. */
  retry(): void;
}

/**
 * React.lazy, with a way to try again. React.lazy keeps a failed import for ever, so after a dropped connection or a
 * new deployment a "Try again" button would fail again without asking the network.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{default: ComponentType<Props>}>,
): RetryableLazy<Props> {
  let current = lazy(load);
  return {
    Component: function RetryableLazyComponent(props: Props) {
      const Loaded = current;
      return <Loaded {...props} />;
    },
    retry() {
      current = lazy(load);
    },
  };
}
