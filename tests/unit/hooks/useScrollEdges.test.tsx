import React from 'react';
import {act, render} from '@testing-library/react';
import {edgesOf, useScrollEdges} from '../../../src/hooks/useScrollEdges';

test('edgesOf: what a sideways-scrolling box hides past each edge', () => {
  expect(edgesOf({scrollLeft: 0, clientWidth: 300, scrollWidth: 300})).toEqual({
    left: false,
    right: false,
  });
  expect(edgesOf({scrollLeft: 0, clientWidth: 300, scrollWidth: 500})).toEqual({
    left: false,
    right: true,
  });
  expect(edgesOf({scrollLeft: 100, clientWidth: 300, scrollWidth: 500})).toEqual({
    left: true,
    right: true,
  });
  // Scrolled to the end, a fraction short at a zoomed-in screen's rounding.
  expect(edgesOf({scrollLeft: 199.5, clientWidth: 300, scrollWidth: 500})).toEqual({
    left: true,
    right: false,
  });
});

test('useScrollEdges follows the box as it scrolls', () => {
  function Box() {
    const [ref, edges] = useScrollEdges();
    return (
      <div
        ref={ref}
        data-testid="box"
        data-more-left={edges.left || undefined}
        data-more-right={edges.right || undefined}>
        <table />
      </div>
    );
  }
  const {getByTestId} = render(<Box />);
  const box = getByTestId('box');
  Object.defineProperty(box, 'clientWidth', {value: 300, configurable: true});
  Object.defineProperty(box, 'scrollWidth', {value: 500, configurable: true});
  act(() => {
    box.scrollLeft = 0;
    box.dispatchEvent(new Event('scroll'));
  });
  expect(box.dataset).toMatchObject({moreRight: 'true'});
  expect(box.dataset.moreLeft).toBeUndefined();
  act(() => {
    box.scrollLeft = 200;
    box.dispatchEvent(new Event('scroll'));
  });
  expect(box.dataset).toMatchObject({moreLeft: 'true'});
  expect(box.dataset.moreRight).toBeUndefined();
});
