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

  it("has search ignore a note's heading that only names its kind, and keep a title written", () => {
    const note = (heading: string) =>
      `<div class="theme-admonition admonition_xJq3"><div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg viewBox="0 0 14 16"><path d="M6.3"></path></svg></span>${heading}</div><div class=admonitionContent_BuS1><p>The cost figures are the client's own.</div></div>`;
    for (const kind of ['note', 'tip', 'info', 'warning', 'danger', 'caution'])
      expect(spacedForSearch(note(kind))).toContain(
        '<div class=admonitionHeading_Gvgb data-pagefind-ignore>',
      );
    const titled = spacedForSearch(note('Why it worked'));
    expect(titled).not.toContain('data-pagefind-ignore');
    expect(titled).toContain('Why it worked');
  });
});
