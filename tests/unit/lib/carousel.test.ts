import {carouselReducer} from '../../../src/lib/carousel';

it.each([
  [{index: 0, count: 3}, {type: 'next'} as const, 1],
  [{index: 2, count: 3}, {type: 'next'} as const, 0],
  [{index: 0, count: 3}, {type: 'prev'} as const, 2],
  [{index: 1, count: 3}, {type: 'prev'} as const, 0],
])('%j + %j → index %i (loops at both ends)', (state, action, expected) => {
  expect(carouselReducer(state, action).index).toBe(expected);
});

it('leaves an empty carousel alone', () => {
  expect(carouselReducer({index: 0, count: 0}, {type: 'next'})).toEqual({index: 0, count: 0});
});
