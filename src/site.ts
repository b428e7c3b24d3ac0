/**
 * The firm's identity: one typed module, read at build time by docusaurus.config.ts and
 * exposed to components through `useSite()`. Every value can be overridden by an
 * environment variable so that a deploy never needs a code change (see README).
 *
 * The defaults below are SAMPLES (the spec does not name the firm): replace them here or
 * set the variables at build time.
 */
export interface SiteIdentity {
  /** The firm's consulting and curation name: page title and brand. */
  name: string;
  /** Short brand mark shown in the navbar on small screens. */
  shortName: string;
  tagline: string;
  description: string;
  /** Address for new inquiries (contact section, "Get Started"). */
  contactEmail: string;
  /** General information address. */
  infoEmail: string;
  /** The firm's social media profile, opened in a new tab. */
  socialUrl: string;
  socialLabel: string;
  /** Public media bucket; a path starting with "/" is served from static/ (offline default). */
  mediaBaseUrl: string;
  /** Canonical origin of the deployed site, e.g. https://www.example.com */
  url: string;
  /** Path the site is served under; must start and end with "/". */
  baseUrl: string;
}

type Env = Record<string, string | undefined>;

const DEFAULTS: SiteIdentity = {
  name: 'Meridian Consulting & Curation',
  shortName: 'Meridian',
  tagline: "Don't get bored with consistency",
  description:
    'Transforming businesses through strategic financial consulting, operational excellence, and data-driven growth strategies.',
  contactEmail: 'contact@example.com',
  infoEmail: 'info@example.com',
  socialUrl: 'https://www.instagram.com/',
  socialLabel: 'Instagram',
  mediaBaseUrl: '/media',
  url: 'https://www.example.com',
  baseUrl: '/',
};

/** Names of the environment variables that override each field. */
const SITE_ENV: Record<keyof SiteIdentity, string> = {
  name: 'SITE_NAME',
  shortName: 'SITE_SHORT_NAME',
  tagline: 'SITE_TAGLINE',
  description: 'SITE_DESCRIPTION',
  contactEmail: 'SITE_CONTACT_EMAIL',
  infoEmail: 'SITE_INFO_EMAIL',
  socialUrl: 'SITE_SOCIAL_URL',
  socialLabel: 'SITE_SOCIAL_LABEL',
  mediaBaseUrl: 'SITE_MEDIA_URL',
  url: 'SITE_URL',
  baseUrl: 'BASE_URL',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function normaliseBaseUrl(value: string): string {
  const withLead = value.startsWith('/') ? value : `/${value}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

/** Resolves the identity from defaults and environment overrides, failing loudly on bad values. */
export function resolveSite(env: Env = process.env): SiteIdentity {
  const site = {...DEFAULTS};
  for (const key of Object.keys(SITE_ENV) as (keyof SiteIdentity)[]) {
    const value = env[SITE_ENV[key]]?.trim();
    if (value) site[key] = value;
  }
  site.baseUrl = normaliseBaseUrl(site.baseUrl);
  site.url = site.url.replace(/\/+$/, '');
  site.mediaBaseUrl = site.mediaBaseUrl.replace(/\/+$/, '');
  for (const key of ['contactEmail', 'infoEmail'] as const) {
    if (!EMAIL.test(site[key])) {
      throw new Error(`${SITE_ENV[key]}: expected an e-mail address, got "${site[key]}"`);
    }
  }
  for (const key of ['socialUrl', 'url'] as const) {
    if (!/^https?:\/\//.test(site[key])) {
      throw new Error(`${SITE_ENV[key]}: expected an absolute http(s) URL, got "${site[key]}"`);
    }
  }
  if (!/^(https?:\/\/|\/)/.test(site.mediaBaseUrl)) {
    throw new Error(
      `${SITE_ENV.mediaBaseUrl}: expected an absolute URL or a path starting with "/", got "${site.mediaBaseUrl}"`,
    );
  }
  return site;
}
