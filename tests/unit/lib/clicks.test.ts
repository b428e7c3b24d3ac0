import {isPlainClick} from '../../../src/lib/clicks';

const click = {button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false};

test('a click of the main button with no modifier is plain', () => {
  expect(isPlainClick(click)).toBe(true);
});

test.each([
  ['the middle button', {button: 1}],
  ['Ctrl', {ctrlKey: true}],
  ['⌘', {metaKey: true}],
  ['Shift', {shiftKey: true}],
  ['Alt', {altKey: true}],
])('a click with %s is left to the browser', (_, change) => {
  expect(isPlainClick({...click, ...change})).toBe(false);
});
