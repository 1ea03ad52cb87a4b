import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Links} from '../../config/links';

export interface SiteLinks {
  links: Links;
  repositoryLinks: {
    discussions: string;
    newFeatureRequest: string;
    newIssue: string;
    docsEditBase?: string;
  };
  askAiUrl: string | null;
}

/** The external URLs of config/links.ts, as configured for this build. */
export function useSiteLinks(): SiteLinks {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields as unknown as SiteLinks;
}
