import {execSync} from 'child_process';

/** Facts about one build, recorded at build time (node only: used by docusaurus.config.ts). */
export interface BuildInfo {
  version: string;
  commit: string;
  time: string;
  year: number;
}

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', {stdio: ['ignore', 'pipe', 'ignore']})
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

export function readBuildInfo(version: string, now = new Date()): BuildInfo {
  return {
    version,
    commit: process.env.BUILD_COMMIT ?? gitCommit(),
    time: now.toISOString(),
    year: now.getFullYear(),
  };
}

/**
 * What the pages carry of it (`customFields`, in the start-up script): the year, for the
 * footer's copyright until the visitor's clock says otherwise. Not the time, nor the version and
 * commit (the version meta tag and /version.json have those): any of them made the start-up
 * script new to every returning visitor after each build, though its code had not changed.
 */
export type PageBuildInfo = Pick<BuildInfo, 'year'>;
