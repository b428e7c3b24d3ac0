import {createSkipWindow} from '../../../src/components/ui/Tooltip/timing';
import {TOOLTIP_SKIP_DELAY_MS} from '../../../src/constants';

describe('the skip window shared by all tooltips', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('opens with a tooltip and stays open while it is shown', () => {
    const win = createSkipWindow(TOOLTIP_SKIP_DELAY_MS);
    expect(win.isOpen()).toBe(false);
    win.tooltipOpened();
    jest.advanceTimersByTime(10_000);
    expect(win.isOpen()).toBe(true);
  });

  test('closes the skip delay after the last tooltip closes, not before', () => {
    const win = createSkipWindow(TOOLTIP_SKIP_DELAY_MS);
    const changes = jest.fn();
    win.subscribe(changes);
    win.tooltipOpened();
    win.tooltipClosed();
    jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 1);
    expect(win.isOpen()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(win.isOpen()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  test('a tooltip opening inside the window keeps it open', () => {
    const win = createSkipWindow(TOOLTIP_SKIP_DELAY_MS);
    win.tooltipOpened();
    win.tooltipClosed();
    jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS / 2);
    win.tooltipOpened();
    jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS);
    expect(win.isOpen()).toBe(true);
  });

  test('unsubscribed listeners hear nothing', () => {
    const win = createSkipWindow(TOOLTIP_SKIP_DELAY_MS);
    const changes = jest.fn();
    const unsubscribe = win.subscribe(changes);
    unsubscribe();
    win.tooltipOpened();
    expect(changes).not.toHaveBeenCalled();
  });
});
