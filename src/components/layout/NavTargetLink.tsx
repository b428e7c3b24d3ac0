import React, {type ComponentProps} from 'react';
import Link from '@docusaurus/Link';
import {useIsHome} from '@site/src/hooks/useIsHome';
import type {NavTarget} from '@site/src/data/navigation';

type Props = NavTarget & Omit<ComponentProps<'a'>, 'href'>;

/**
 * A link to a home-page section or a route. On the home page a section link is a plain
 * "#anchor"; elsewhere it is the home route plus the anchor (SPEC §2).
 */
export default function NavTargetLink({section, route, ...props}: Props) {
  const isHome = useIsHome();
  if (section && isHome) return <a href={`#${section}`} {...props} />;
  return <Link to={section ? `/#${section}` : route!} {...props} />;
}
