import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isExternalResultUrl} from './externalUrlPattern';

/** Tells whether a result URL must load as a full page (see externalUrlPattern.ts). */
export function useExternalUrlTest(): (url: string) => boolean {
  const {siteConfig} = useDocusaurusContext();
  const pattern = (siteConfig.customFields?.searchExternalUrlPattern as string | null | undefined) ?? null;
  return (url) => isExternalResultUrl(url, pattern);
}
