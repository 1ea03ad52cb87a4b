interface PathLocation {
  pathname: string;
}

/** One page view per pathname: the first page, then only when the pathname changes (not the hash or query). */
export function isNewPageView(location: PathLocation, previousLocation: PathLocation | null | undefined): boolean {
  return !previousLocation || previousLocation.pathname !== location.pathname;
}
