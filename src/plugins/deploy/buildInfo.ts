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
