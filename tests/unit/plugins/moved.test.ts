/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {formerAddresses, movedPage, writeMovedPages} from '../../../src/plugins/case-studies/moved';
import {linkProblem} from '../../../src/plugins/case-studies/links';

const claim = (id: string, formerly: string[] = []) => ({
  id,
  source: `case-studies/${id}/index.mdx`,
  formerly,
});

describe("a study's former addresses", () => {
  it('each leads to the study, written with or without its slash', () => {
    const {moves, problems} = formerAddresses(
      [claim('stockboy', ['stockboy-chicago', '/stock-boy']), claim('acme')],
      ['test'],
    );
    expect(problems).toEqual([]);
    expect(moves).toEqual([
      {from: '/stock-boy', to: '/stockboy'},
      {from: '/stockboy-chicago', to: '/stockboy'},
    ]);
  });

  it("names one that is a study's address now, a page of the site, or another study's former one", () => {
    const {moves, problems} = formerAddresses(
      [
        claim('stockboy', ['stockboy', 'acme', 'test', 'old-name']),
        claim('acme', ['old-name', 'old-name']),
      ],
      ['test'],
    );
    expect(moves).toEqual([{from: '/old-name', to: '/stockboy'}]);
    expect(problems).toEqual([
      {
        source: 'case-studies/stockboy/index.mdx',
        message: `"stockboy" is this study's own address (remove it from formerly)`,
      },
      {
        source: 'case-studies/stockboy/index.mdx',
        message:
          '"acme" is the address of the study acme now (formerly lists addresses no study has any more)',
      },
      {
        source: 'case-studies/stockboy/index.mdx',
        message: '"test" is a page of the site (formerly lists addresses this study had before)',
      },
      {
        source: 'case-studies/acme/index.mdx',
        message:
          '"old-name" is also a former address of stockboy (a visitor can be sent on to one study only: keep it on the one that had it)',
      },
      {source: 'case-studies/acme/index.mdx', message: '"old-name" is listed twice (keep one)'},
    ]);
  });

  it('is a page that sends visitors on, under the base URL, and tells search engines where', () => {
    const html = movedPage(
      {from: '/stock-boy', to: '/stockboy', title: 'Stockboy & <co>'},
      {
        url: 'https://www.example.com',
        baseUrl: '/v42/',
      },
    );
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/v42/stockboy">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/v42/stockboy">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(
      '<script>location.replace("/v42/stockboy"+location.search+location.hash)</script>',
    );
    expect(html).toContain('<a href="/v42/stockboy">Stockboy &amp; &lt;co&gt;</a>');
  });

  it('is written into the build with a _redirects line, and none without moves', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'moved-'));
    try {
      const site = {url: 'https://www.example.com', baseUrl: '/'};
      writeMovedPages(out, [], site);
      expect(fs.readdirSync(out)).toEqual([]);
      writeMovedPages(out, [{from: '/stock-boy', to: '/stockboy', title: 'Stockboy'}], site);
      expect(fs.readdirSync(out).sort()).toEqual(['_redirects', 'stock-boy.html']);
      expect(fs.readFileSync(path.join(out, '_redirects'), 'utf8')).toMatch(
        /^\/stock-boy \/stockboy 301$/m,
      );
      // A renamed tag's page, in the tags' folder (which the build has made when there are tags).
      writeMovedPages(
        out,
        [{from: '/case-studies/tags/events', to: '/case-studies/tags/pop-ups', title: 'Pop-ups'}],
        {...site, baseUrl: '/v42/'},
      );
      expect(fs.readFileSync(path.join(out, 'case-studies/tags/events.html'), 'utf8')).toContain(
        '<meta http-equiv="refresh" content="0; url=/v42/case-studies/tags/pop-ups">',
      );
      expect(fs.readFileSync(path.join(out, '_redirects'), 'utf8')).toMatch(
        /^\/v42\/case-studies\/tags\/events \/v42\/case-studies\/tags\/pop-ups 301$/m,
      );
    } finally {
      fs.rmSync(out, {recursive: true, force: true});
    }
  });

  it("a link of the site's own to one is told the study's address now", () => {
    const addresses = {
      routes: new Set(['/', '/stockboy']),
      moved: new Map([['/stock-boy', '/stockboy']]),
    };
    expect(linkProblem('/stock-boy#the-story', addresses)).toBe(
      '"/stock-boy#the-story" is the former address of the study now at /stockboy: write /stockboy#the-story',
    );
    expect(linkProblem('/stockboy', addresses)).toBeNull();
    // A renamed tag's page (tags.yml's formerly).
    expect(
      linkProblem('/case-studies/tags/events', {
        routes: new Set(['/', '/case-studies/tags/pop-ups']),
        moved: new Map([['/case-studies/tags/events', '/case-studies/tags/pop-ups']]),
      }),
    ).toBe(
      '"/case-studies/tags/events" is the former address of the tag\'s page now at /case-studies/tags/pop-ups: write /case-studies/tags/pop-ups',
    );
  });
});
