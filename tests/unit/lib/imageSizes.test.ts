import {fitSizes, IMAGE_SIZES} from '../../../src/lib/imageSizes';

describe('fitSizes', () => {
  test('caps each entry at the width 80% of the screen height gives the shape, then the originals', () => {
    // A phone's screenshot, 1170 x 2532: 80vh tall is 36.97vh wide.
    expect(fitSizes(IMAGE_SIZES.prose, 1170, 2532)).toBe(
      '(min-width: 50em) min(46em, 36.97vh), min(calc(100vw - 2rem), 36.97vh), ' +
        '(min-width: 50em) 46em, calc(100vw - 2rem)',
    );
  });

  test('a wide photo gets a cap it never reaches on a usual screen', () => {
    expect(fitSizes('100vw', 2400, 1500)).toBe('min(100vw, 128vh), 100vw');
  });

  test('reads conditions with several parts and functions with nested parentheses', () => {
    expect(
      fitSizes('(min-width: 800px) and (max-width: 1200px) calc((100vw - 4rem) / 2), 50vw', 1, 2),
    ).toBe(
      '(min-width: 800px) and (max-width: 1200px) min(calc((100vw - 4rem) / 2), 40vh), ' +
        'min(50vw, 40vh), (min-width: 800px) and (max-width: 1200px) calc((100vw - 4rem) / 2), 50vw',
    );
  });
});
