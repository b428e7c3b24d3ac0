import fs from 'fs';
import path from 'path';
import {closestName} from '../images/localImage';

/** Block names the MDX files may use: the keys src/theme/MDXComponents.tsx adds. */
export function knownBlocks(siteDir: string): string[] {
  const source = fs.readFileSync(path.join(siteDir, 'src/theme/MDXComponents.tsx'), 'utf8');
  const body = /export default \{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*([A-Z]\w*)\s*[,:]/gm)].map((m) => m[1]);
}

/**
 * What is wrong with an element `<name>` in a study's story, or null: a capitalised name is a
 * block, and must be one of `blocks` (lower-case names are HTML). (npm run check, and under
 * `npm start` the study's page: src/plugins/images/remark.ts.)
 */
export function blockProblem(name: string, blocks: string[]): string | null {
  if (!/^[A-Z]/.test(name) || blocks.includes(name)) return null;
  const hint = closestName(blocks, name);
  return `is not a block of this site${hint ? ` (did you mean <${hint}>?)` : ' (see the blocks in case-studies/README.md)'}`;
}
