import React, {lazy, type ComponentType, type LazyExoticComponent} from 'react';

/**
 * Like React.lazy, except that a failed download is forgotten. React.lazy keeps the rejection for ever, so after a
 * dropped connection or a new deployment the crash page's "Try again" would fail again without asking the network.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{default: ComponentType<Props>}>,
): ComponentType<Props> {
  const create = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = create();
        throw error;
      }),
    );
  let current = create();
  return function RetryableLazy(props: Props) {
    const Component = current;
    return <Component {...props} />;
  };
}
