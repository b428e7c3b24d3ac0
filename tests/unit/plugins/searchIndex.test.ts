/**
 * @jest-environment node
 */
import {spacedForSearch} from '../../../src/plugins/deploy/searchIndex';

describe('spacedForSearch', () => {
  it('parts the words of cells, rows, list items and paragraphs whose end tags are left out', () => {
    const page =
      '<table><tr><th>Work<th>What it changed<tr><td>Brand identity<td>Logo, type</table>' +
      '<ul><li>One<li>Two</ul><dl><dt>Term<dd>Meaning</dl><p>First.<p>Second<br>line';
    const text = spacedForSearch(page)
      .replace(/<[^>]*>/g, '')
      .split(/\s+/)
      .filter(Boolean);
    expect(text).toEqual([
      'Work',
      'What',
      'it',
      'changed',
      'Brand',
      'identity',
      'Logo,',
      'type',
      'One',
      'Two',
      'Term',
      'Meaning',
      'First.',
      'Second',
      'line',
    ]);
  });

  it('leaves words that run on through inline tags whole, and tags that only start alike', () => {
    const page =
      '<p>Cut costs by <strong>35</strong>% with <a href=/x>partners</a>s' +
      '<svg><path d="M0"/></svg><picture><source srcset=a.avif></picture>';
    const spaced = spacedForSearch(page);
    expect(spaced).toContain('<strong>35</strong>%');
    expect(spaced).toContain('</a>s');
    expect(spaced).toContain('<path d="M0"/>');
    expect(spaced).toContain('<picture>');
    expect(spaced.trimStart()).toBe(page);
  });
});
