import {takeEarlyTaps} from '../../../src/lib/earlyTaps';
import {EARLY_TAPS} from '../../../src/plugins/lean/ssrTemplate';

const button = (name: string) => {
  const el = document.createElement('button');
  el.dataset.early = name;
  el.innerHTML = '<svg><path></path></svg>';
  document.body.append(el);
  return el;
};

it('counts nothing where the page template recorded nothing (npm start)', () => {
  expect(window.__early).toBeUndefined();
  expect(takeEarlyTaps('menu')).toBe(0);
});

it('the template records taps and Ctrl/⌘-K until each control takes its own', () => {
  // The inline script as the page's head runs it, before the body exists.
  new Function(EARLY_TAPS)();
  const menu = button('menu');
  const search = button('search');
  const other = document.createElement('button');
  document.body.append(other);

  menu.querySelector('path')!.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  menu.click();
  search.click();
  other.click();
  const ctrlK = new KeyboardEvent('keydown', {key: 'k', ctrlKey: true, cancelable: true});
  document.dispatchEvent(ctrlK);
  expect(ctrlK.defaultPrevented).toBe(true);
  document.dispatchEvent(new KeyboardEvent('keydown', {key: 'k'}));

  expect(takeEarlyTaps('menu')).toBe(2);
  expect(takeEarlyTaps('search')).toBe(2);
  // Taken: from now on the control's own handlers act, and nothing more is recorded.
  menu.click();
  const later = new KeyboardEvent('keydown', {key: 'K', metaKey: true, cancelable: true});
  document.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
  expect(takeEarlyTaps('menu')).toBe(0);
  expect(takeEarlyTaps('search')).toBe(0);
});
