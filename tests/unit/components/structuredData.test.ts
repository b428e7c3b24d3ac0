import {serializeJsonLd} from '../../../src/components/seo/structuredData';

test('structured data is written as the build minifies it: keys in order at every depth, arrays as they are', () => {
  const text = serializeJsonLd({
    '@type': 'Article',
    headline: 'A study',
    author: {name: 'Firm', '@type': 'Organization'},
    keywords: ['b', 'a'],
    mainEntity: {
      itemListElement: [
        {position: 2, name: 'Two'},
        {position: 1, name: 'One'},
      ],
    },
  });
  expect(text).toBe(
    '{"@context":"https://schema.org","@type":"Article","author":{"@type":"Organization","name":"Firm"},"headline":"A study","keywords":["b","a"],"mainEntity":{"itemListElement":[{"name":"Two","position":2},{"name":"One","position":1}]}}',
  );
});

test('a "<" in the data cannot end the script early: it is escaped, as the minifier writes it', () => {
  const text = serializeJsonLd({headline: '</script><script>alert(1)</script>'});
  expect(text).not.toContain('<');
  expect(text).toContain('\\u003C/script>');
  expect(JSON.parse(text).headline).toBe('</script><script>alert(1)</script>');
});
