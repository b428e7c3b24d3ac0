import type {SectionCopy} from '../components/ui/Section';
import type {SiteIdentity} from '../site';

/** The contact section: mailto links only (no form), with a copy button for each address. */
export const CONTACT_SECTION = {
  eyebrow: 'Contact',
  title: 'Tell us where you want the business to be',
  intro: 'No forms, no funnels: write to us and a partner answers.',
  /** "Every inquiry is answered within 24 hours." with the promise in bold. */
  promise: {before: 'Every inquiry is answered', emphasis: 'within 24 hours', after: '.'},
  /** The addresses, from the firm's identity (src/site.ts). */
  rows: [
    {label: 'New projects', address: 'contactEmail'},
    {label: 'General information', address: 'infoEmail'},
  ] satisfies {label: string; address: keyof SiteIdentity}[],
  copy: {
    tooltip: 'Copy address',
    done: 'Address copied',
    failed: 'Could not copy',
    /** Shown with the address when the browser refuses to copy. */
    failedHint: 'Select and copy it:',
  },
} as const satisfies SectionCopy & Record<string, unknown>;
