import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useCallback} from 'react';
import type {SiteIdentity} from '../site';
import {mediaUrl} from '../lib/media';

/** The firm's identity as resolved at build time (src/site.ts). */
export function useSite(): SiteIdentity {
  const {siteConfig} = useDocusaurusContext();
  // The only cast of customFields: docusaurus.config.ts puts resolveSite()'s result there.
  return siteConfig.customFields!.site as SiteIdentity;
}

/** Returns a function that turns a media path into a URL in the configured bucket. */
export function useMediaUrl(): (path: string) => string {
  const {mediaBaseUrl} = useSite();
  const baseUrl = useBaseUrl('/');
  return useCallback(
    (path: string) => mediaUrl(path, mediaBaseUrl, baseUrl),
    [mediaBaseUrl, baseUrl],
  );
}
