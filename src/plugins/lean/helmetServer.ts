/*
 * react-helmet-async for the static build (aliased in src/plugins/lean, server bundle only): a
 * page's head tags are worked out once, when Docusaurus reads them after the render, instead of
 * again each time a <Head> renders.
 *
 * On the server, each <Helmet> that renders recomputes the whole head from every <Helmet> so far
 * (its `emitChange`), so a page's cost grows with the square of its <Head> elements: the theme
 * and this site render about a dozen, and that took a fifth of the static render. Here the
 * <Helmet>s are collected as before, but each one's recomputation sees none of them (cheap), and
 * reading `context.helmet` runs the same recomputation once, over all of them.
 */
import {HelmetProvider as Provider} from 'react-helmet-async/lib/index.js';

export * from 'react-helmet-async/lib/index.js';

/** What react-helmet-async 1.3 puts on the React context its <Helmet>s read (HelmetData.value). */
interface HelmetValue {
  setHelmet(state: unknown): void;
  helmetInstances: {get(): {emitChange(): void}[]};
}

export class HelmetProvider extends Provider {
  constructor(props: ConstructorParameters<typeof Provider>[0]) {
    super(props);
    const {context} = props;
    if (!context) return; // nothing reads the head
    const value = (this as unknown as {helmetData: {value: HelmetValue}}).helmetData.value;
    const all = value.helmetInstances.get;
    let state: unknown = (context as {helmet?: unknown}).helmet;
    let settled = false;
    value.helmetInstances.get = () => (settled ? all() : []);
    value.setHelmet = (next) => {
      state = next;
    };
    Object.defineProperty(context, 'helmet', {
      configurable: true,
      enumerable: true,
      get() {
        if (!settled) {
          settled = true;
          all().at(-1)?.emitChange();
        }
        return state;
      },
      set(next: unknown) {
        state = next;
      },
    });
  }
}
