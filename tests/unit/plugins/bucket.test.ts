/**
 * @jest-environment node
 */
import fs from 'fs';
import http from 'http';
import type {AddressInfo} from 'net';
import os from 'os';
import path from 'path';
import {expression} from './mdxAttribute';
import {
  AT_ONCE,
  bucketFilesOf,
  bucketWarnings,
  type BucketFile,
} from '../../../src/plugins/case-studies/bucket';

const at = {line: 30, column: 3};
const clip = (name: string, field = '<Video src>'): BucketFile => ({
  file: '/site/case-studies/acme/index.mdx',
  at,
  field,
  name,
  instead: 'visitors would see "This video cannot play right now"',
});

describe('bucketFilesOf', () => {
  const video = (attributes: Record<string, unknown>) => ({
    type: 'mdxJsxFlowElement',
    name: 'Video',
    position: {start: {line: 28, column: 1}},
    attributes: Object.entries(attributes).map(([name, value]) => ({
      type: 'mdxJsxAttribute',
      name,
      value,
      position: {start: at},
    })),
  });

  it("names a <Video>'s clip and captions by their paths in the bucket", () => {
    const node = video({
      src: 'case-studies/acme/recap.mp4',
      poster: './poster.jpg',
      captions: ' case-studies/acme/recap.vtt ',
      title: 'Recap',
    });
    const instead = 'visitors would see "This video cannot play right now"';
    expect(bucketFilesOf(node, 'x.mdx')).toEqual([
      {
        file: 'x.mdx',
        at,
        field: '<Video src>',
        name: 'case-studies/acme/recap.mp4',
        instead,
        // What the player's shape is taken from (frameWarning()), and its captions.
        video: {poster: './poster.jpg', captions: ' case-studies/acme/recap.vtt '},
      },
      {file: 'x.mdx', at, field: '<Video captions>', name: 'case-studies/acme/recap.vtt', instead},
    ]);
  });

  it("names each partner's logo, at the list", () => {
    const partner = (logo: string) => ({name: 'Acme', href: 'https://acme.example', logo});
    const node = {
      type: 'mdxJsxFlowElement',
      name: 'PartnerLogos',
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'partners',
          value: expression([partner('partners/acme.svg'), partner('https://cdn.example/b.svg')]),
          position: {start: at},
        },
      ],
    };
    expect(bucketFilesOf(node, 'x.mdx')).toEqual([
      {
        file: 'x.mdx',
        at,
        field: '<PartnerLogos partners[0].logo>',
        name: 'partners/acme.svg',
        instead: "visitors would see the partner's name where its logo was to be",
      },
    ]);
  });

  it('leaves out what is not a path in the bucket, and every other block', () => {
    expect(bucketFilesOf(video({src: 'https://cdn.example.com/recap.mp4'}), 'x.mdx')).toEqual([]);
    expect(bucketFilesOf(video({src: './recap.mp4'}), 'x.mdx')).toEqual([]);
    expect(
      bucketFilesOf({...video({src: 'case-studies/acme/a.jpg'}), name: 'MediaFigure'}, 'x.mdx'),
    ).toEqual([]);
  });
});

describe('bucketWarnings', () => {
  it('looks a bucket served from static/ up on disk, with the closest name there', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'bucket-'));
    const folder = path.join(site, 'static', 'media', 'case-studies', 'acme');
    fs.mkdirSync(folder, {recursive: true});
    fs.writeFileSync(path.join(folder, 'recap.mp4'), '');
    const files = [
      clip('case-studies/acme/recap.mp4'),
      clip('case-studies/acme/recpa.mp4'),
      clip('case-studies/acme-rebrand/recap.mp4'),
    ];
    const {warnings: missing, unchecked} = await bucketWarnings(files, '/media', site);
    fs.rmSync(site, {recursive: true});
    expect(unchecked).toEqual([]);
    expect(missing).toEqual([
      {
        file: files[1],
        message:
          '"case-studies/acme/recpa.mp4" is not in the media bucket (static/media/, as this build is set up; did you mean "case-studies/acme/recap.mp4"?): upload the file there, or fix the path; visitors would see "This video cannot play right now"',
      },
      {
        file: files[2],
        message:
          '"case-studies/acme-rebrand/recap.mp4" is not in the media bucket (static/media/, as this build is set up): upload the file there, or fix the path; visitors would see "This video cannot play right now"',
      },
    ]);
  });

  it("asks another website's bucket for AT_ONCE files at once, not one by one", async () => {
    // With hundreds of clips and a bucket 50 ms away, eight at a time made every check 8 s
    // longer. The server holds each answer until AT_ONCE are waiting (or a second has passed):
    // how many wait together is how many the check asks at once.
    let waiting: http.ServerResponse[] = [];
    let most = 0;
    const server = http.createServer((_request, response) => {
      waiting.push(response);
      most = Math.max(most, waiting.length);
      const release = () => {
        for (const held of waiting.splice(0)) held.writeHead(404).end();
      };
      if (waiting.length >= AT_ONCE) release();
      else setTimeout(release, 1000);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const {port} = server.address() as AddressInfo;
    try {
      const files = Array.from({length: AT_ONCE * 2}, (_, i) =>
        clip(`case-studies/s${i}/recap.mp4`),
      );
      const {warnings} = await bucketWarnings(files, `http://127.0.0.1:${port}/b`, '/nowhere');
      expect(warnings).toHaveLength(files.length);
      expect(AT_ONCE).toBeGreaterThanOrEqual(24);
      expect(most).toBe(AT_ONCE);
    } finally {
      waiting = [];
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("asks another website's bucket for each file, and says when it does not answer", async () => {
    const asked: string[] = [];
    const server = http.createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      response.statusCode = request.url === '/bucket/case-studies/acme/recap.mp4' ? 200 : 404;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const {port} = server.address() as AddressInfo;
    const bucket = `http://127.0.0.1:${port}/bucket`;
    try {
      const files = [clip('case-studies/acme/recap.mp4'), clip('case-studies/acme/recpa.mp4')];
      const {warnings: missing, unchecked} = await bucketWarnings(files, bucket, '/nowhere');
      expect(asked.sort()).toEqual([
        'HEAD /bucket/case-studies/acme/recap.mp4',
        'HEAD /bucket/case-studies/acme/recpa.mp4',
      ]);
      expect(unchecked).toEqual([]);
      expect(missing).toEqual([
        {
          file: files[1],
          message: `"case-studies/acme/recpa.mp4" is not in the media bucket (${bucket}/case-studies/acme/recpa.mp4 answered that there is no such file): upload the file there, or fix the path; visitors would see "This video cannot play right now"`,
        },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // Closed now: nothing answers, so nothing is said missing, and both are unchecked.
    const files = [clip('case-studies/acme/recap.mp4'), clip('case-studies/acme/recpa.mp4')];
    await expect(bucketWarnings(files, bucket, '/nowhere')).resolves.toEqual({
      warnings: [],
      unchecked: files,
    });
  });
});
