import {mediaUrl} from '../../../src/lib/media';

it.each([
  ['a/b.jpg', 'https://bucket.example.com/media', '/', 'https://bucket.example.com/media/a/b.jpg'],
  [
    '/a/b.jpg',
    'https://bucket.example.com/media/',
    '/',
    'https://bucket.example.com/media/a/b.jpg',
  ],
  ['a/b.jpg', '/media', '/', '/media/a/b.jpg'],
  ['a/b.jpg', '/media', '/v2/', '/v2/media/a/b.jpg'],
  ['https://cdn.example.com/x.png', '/media', '/', 'https://cdn.example.com/x.png'],
])('mediaUrl(%s, %s, %s) = %s', (path, bucket, base, expected) => {
  expect(mediaUrl(path, bucket, base)).toBe(expected);
});
