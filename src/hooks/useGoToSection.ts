import {useCallback, type MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {scrollToSection} from '../lib/scroll';
import {isPlainClick} from '../lib/clicks';
import {SCROLL_TO_CONTACT_DELAY_MS} from '../constants';

/**
 * Click handler for links that go home and bring a section into view after a short delay
 * (SPEC §2: "goes home and scrolls smoothly to the contact section after 100 ms"). The link's
 * own href ("/#section") stays the fallback for new tabs and for JavaScript off.
 */
export function useGoToSection(section: string, delayMs = SCROLL_TO_CONTACT_DELAY_MS) {
  const history = useHistory();
  const home = useBaseUrl('/');
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      history.push(home);
      scrollToSection(section, delayMs);
    },
    [history, home, section, delayMs],
  );
}
