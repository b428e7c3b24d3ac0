import {resolveSite} from '../../../src/site';

it('uses the defaults without environment', () => {
  const site = resolveSite({});
  expect(site.tagline).toBe("Don't get bored with consistency");
  expect(site.baseUrl).toBe('/');
  expect(site.mediaBaseUrl).toBe('/media');
});

it('takes overrides from the environment and normalises URLs', () => {
  const site = resolveSite({
    SITE_NAME: 'Acme Consulting & Curation',
    SITE_CONTACT_EMAIL: 'hello@acme.com',
    SITE_MEDIA_URL: 'https://storage.example.com/acme/',
    SITE_URL: 'https://acme.com/',
    BASE_URL: 'v3',
  });
  expect(site).toMatchObject({
    name: 'Acme Consulting & Curation',
    contactEmail: 'hello@acme.com',
    mediaBaseUrl: 'https://storage.example.com/acme',
    url: 'https://acme.com',
    baseUrl: '/v3/',
  });
});

it.each([
  [{SITE_CONTACT_EMAIL: 'not-an-address'}, 'SITE_CONTACT_EMAIL: expected an e-mail address'],
  [{SITE_URL: 'acme.com'}, 'SITE_URL: expected an absolute http(s) URL'],
  [{SITE_MEDIA_URL: 'media'}, 'SITE_MEDIA_URL: expected an absolute URL or a path'],
])('rejects %j', (env, message) => {
  expect(() => resolveSite(env)).toThrow(message);
});
