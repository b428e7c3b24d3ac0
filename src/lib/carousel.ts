/** A looping carousel's index (SPEC §4): previous and next wrap at both ends. */
export type CarouselAction = {type: 'prev'} | {type: 'next'};

export interface CarouselState {
  index: number;
  count: number;
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  if (state.count <= 0) return state;
  const wrap = (index: number) => ((index % state.count) + state.count) % state.count;
  switch (action.type) {
    case 'prev':
      return {...state, index: wrap(state.index - 1)};
    case 'next':
      return {...state, index: wrap(state.index + 1)};
  }
}
