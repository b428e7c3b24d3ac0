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
 * What the pages carry of it (`customFields`, in the start-up script): not the time, which
 * would make each build's scripts differ from the last one's, a commit built twice included.
 * The time is in /version.json.
 */
export type PageBuildInfo = Pick<BuildInfo, 'version' | 'commit' | 'year'>;

export const pageBuildInfo = ({version, commit, year}: BuildInfo): PageBuildInfo => ({
  version,
  commit,
  year,
});
