import {useEffect, useState} from 'react';
import {useBuildInfo} from './useSite';

/** The year on the visitor's clock; the build year in pre-rendered HTML until hydration. */
export function useCurrentYear(): number {
  const [year, setYear] = useState(useBuildInfo().year);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
