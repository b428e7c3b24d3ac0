import {scrollToSection, scrollToTop} from '../../../src/lib/scroll';
import {SCROLL_TO_CONTACT_DELAY_MS} from '../../../src/constants';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
  document.body.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

it('scrolls smoothly to the section only after the delay, and records the anchor', () => {
  const section = document.createElement('section');
  section.id = 'contact';
  section.scrollIntoView = jest.fn();
  document.body.append(section);

  scrollToSection('contact', SCROLL_TO_CONTACT_DELAY_MS);
  jest.advanceTimersByTime(SCROLL_TO_CONTACT_DELAY_MS - 1);
  expect(section.scrollIntoView).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(section.scrollIntoView).toHaveBeenCalledWith({behavior: 'smooth', block: 'start'});
  expect(window.location.hash).toBe('#contact');
});

it('waits for a section that the next route has yet to render', () => {
  scrollToSection('case-study', 100);
  jest.advanceTimersByTime(150);
  const section = document.createElement('section');
  section.id = 'case-study';
  section.scrollIntoView = jest.fn();
  document.body.append(section);
  jest.advanceTimersByTime(50);
  expect(section.scrollIntoView).toHaveBeenCalled();
});

it('can be cancelled', () => {
  const section = document.createElement('section');
  section.id = 'team';
  section.scrollIntoView = jest.fn();
  document.body.append(section);
  const cancel = scrollToSection('team', 100);
  cancel();
  jest.advanceTimersByTime(200);
  expect(section.scrollIntoView).not.toHaveBeenCalled();
});

it('jumps without animation when reduced motion is requested', () => {
  mockReducedMotion(true);
  window.scrollTo = jest.fn();
  scrollToTop();
  expect(window.scrollTo).toHaveBeenCalledWith({top: 0, behavior: 'auto'});
});
