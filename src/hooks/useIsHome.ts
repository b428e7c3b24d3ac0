import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** True on the home route (with or without a trailing slash, under any base URL). */
export function useIsHome(): boolean {
  const {pathname} = useLocation();
  const home = useBaseUrl('/');
  return pathname === home || `${pathname}/` === home;
}
