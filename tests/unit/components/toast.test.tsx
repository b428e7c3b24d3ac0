import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {
  dismissToast,
  removeToast,
  resetToasts,
  toast,
  toastReducer,
  useMayToast,
  useToasts,
} from '../../../src/components/ui/Toast/store';
import Toaster from '../../../src/components/ui/Toast/Toaster';
import {DeferredToaster} from '../../../src/components/ui/Toast';
import {TOAST_LIMIT, TOAST_REMOVE_DELAY_MS} from '../../../src/constants';

function Probe() {
  const toasts = useToasts();
  return (
    <ul>
      {toasts.map((t) => (
        <li key={t.id} data-open={t.open}>
          {String(t.title)}
        </li>
      ))}
    </ul>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  act(() => resetToasts());
  jest.useRealTimers();
});

it('keeps at most TOAST_LIMIT toasts, newest first', () => {
  render(<Probe />);
  act(() => {
    toast({title: 'first'});
    toast({title: 'second'});
  });
  expect(TOAST_LIMIT).toBe(1);
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByText('second')).toBeInTheDocument();
});

it('updates a toast in place', () => {
  render(<Probe />);
  let handle: ReturnType<typeof toast>;
  act(() => {
    handle = toast({title: 'Copying…'});
  });
  act(() => handle.update({title: 'Copied'}));
  expect(screen.getByText('Copied')).toBeInTheDocument();
});

it('dismiss marks closed, and removal follows only after TOAST_REMOVE_DELAY_MS', () => {
  render(<Probe />);
  let id = '';
  act(() => {
    id = toast({title: 'bye'}).id;
  });
  act(() => dismissToast(id));
  expect(screen.getByText('bye')).toHaveAttribute('data-open', 'false');
  act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
  expect(screen.getByText('bye')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('bye')).not.toBeInTheDocument();
});

it('dismiss without an id closes every toast', () => {
  const state = toastReducer(
    {
      toasts: [
        {id: '1', open: true},
        {id: '2', open: true},
      ],
    },
    {type: 'DISMISS'},
  );
  expect(state.toasts.every((t) => !t.open)).toBe(true);
});

it('remove drops a toast at once; without an id, all of them', () => {
  render(<Probe />);
  let id = '';
  act(() => {
    id = toast({title: 'gone'}).id;
  });
  act(() => removeToast(id));
  expect(screen.queryByText('gone')).not.toBeInTheDocument();
  expect(toastReducer({toasts: [{id: 'a', open: true}]}, {type: 'REMOVE'}).toasts).toEqual([]);
});

it('the Toaster shows a toast and closes it after the default 5000 ms', () => {
  render(<Toaster />);
  act(() => {
    toast({title: 'Address copied', description: 'contact@example.com'});
  });
  expect(screen.getByText('Address copied')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.queryByText('Address copied')).not.toBeInTheDocument();
});

describe('DeferredToaster', () => {
  function MayToast() {
    useMayToast();
    return null;
  }

  it('on a page that may raise a toast: nothing at first, the toaster once idle', async () => {
    render(
      <>
        <MayToast />
        <DeferredToaster />
      </>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1500)); // jsdom has no requestIdleCallback: the fallback
    jest.useRealTimers();
    expect(await screen.findByRole('region', {}, {timeout: 4000})).toBeInTheDocument();
  });

  it('on a page that raises none: no toaster, idle or not', async () => {
    render(<DeferredToaster />);
    act(() => jest.advanceTimersByTime(1500));
    jest.useRealTimers();
    // What the test above waits for, on the same clock: the toaster's code would be here by now.
    await act(() => import('../../../src/components/ui/Toast/Toaster'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('loads at once when a toast is raised before then', async () => {
    render(<DeferredToaster />);
    act(() => {
      toast({title: 'Early toast'});
    });
    jest.useRealTimers();
    expect(await screen.findByText('Early toast', {}, {timeout: 1000})).toBeInTheDocument();
  });
});
