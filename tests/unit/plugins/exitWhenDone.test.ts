import {EventEmitter} from 'events';
import {exitWhenDone} from '../../../src/plugins/deploy/exitWhenDone';

/** A stand-in for `process`: its events, and the exit codes it was asked to end with. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  const target = {
    once: emitter.once.bind(emitter),
    exit: (code?: number) => {
      exits.push(code ?? 0);
      return undefined as never;
    },
  } as unknown as Pick<NodeJS.Process, 'once' | 'exit'>;
  return {emitter, exits, target};
}

describe('exitWhenDone', () => {
  test('exits only once the event loop is empty, with the exit code set by then', () => {
    const {emitter, exits, target} = fakeProcess();
    exitWhenDone(target);
    expect(exits).toEqual([]);
    emitter.emit('beforeExit', 3);
    expect(exits).toEqual([3]);
  });

  test('asks once: a later beforeExit is left to Node', () => {
    const {emitter, exits, target} = fakeProcess();
    exitWhenDone(target);
    emitter.emit('beforeExit', 0);
    emitter.emit('beforeExit', 0);
    expect(exits).toEqual([0]);
  });
});
