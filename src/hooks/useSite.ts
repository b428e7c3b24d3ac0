import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useCallback} from 'react';
import type {SiteIdentity} from '../site';
import type {PageBuildInfo} from '../plugins/deploy/buildInfo';
import {mediaUrl} from '../lib/media';

interface CustomFields {
  site: SiteIdentity;
  build: PageBuildInfo;
}

// The only cast of customFields: docusaurus.config.ts puts exactly these there.
function useCustomFields(): CustomFields {
  return useDocusaurusContext().siteConfig.customFields as unknown as CustomFields;
}

/** The firm's identity as resolved at build time (src/site.ts). */
export function useSite(): SiteIdentity {
  return useCustomFields().site;
}

/** The year of this build (all the pages know of it). */
export function useBuildInfo(): PageBuildInfo {
  return useCustomFields().build;
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
