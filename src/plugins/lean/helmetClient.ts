/*
 * react-helmet-async in the browser (aliased in src/plugins/lean, browser bundle only): the head
 * is written once the page has started, not while it starts.
 *
 * Each <Helmet> (Docusaurus's <Head>) works out the whole head again when it renders, and writes
 * it into the document at the next frame. React hydrates a page in slices, with frames between
 * them: the head was written with only the <Helmet>s rendered so far (the site's, not yet the
 * page's), which removed the page's description, sharing tags, photo preload and structured
 * data, and written again with them a few frames later. Each rendering also redid the work of
 * all those before it.
 *
 * Here, until the provider has mounted (the whole page hydrated, or rendered under `npm start`),
 * a <Helmet> that renders, changes or goes only joins the list; the provider's mount then works
 * out the head once, over all of them, and it is written at the next frame: the same head the
 * page was served with, so every element the static render wrote stays. After that, <Helmet>s
 * work as before (a page opened inside the app changes the head at once).
 */
import {HelmetProvider as Provider} from 'react-helmet-async/lib/index.js';

export * from 'react-helmet-async/lib/index.js';

/** What react-helmet-async 1.3 puts on the React context its <Helmet>s read (HelmetData.value). */
interface HelmetValue {
  helmetInstances: {add(instance: Dispatcher): void; get(): Dispatcher[]};
}
/** One <Helmet>'s dispatcher: `emitChange` works out the head and schedules writing it. */
interface Dispatcher {
  emitChange(): void;
}

export class HelmetProvider extends Provider {
  private started = false;
  /** The list every <Helmet> below joins (react-helmet-async's HelmetData.value). */
  private readonly value = (this as unknown as {helmetData: {value: HelmetValue}}).helmetData.value;

  constructor(props: ConstructorParameters<typeof Provider>[0]) {
    super(props);
    const {add} = this.value.helmetInstances;
    this.value.helmetInstances.add = (instance) => {
      add(instance);
      const emitChange = instance.emitChange;
      instance.emitChange = () => {
        if (this.started) emitChange.call(instance);
      };
    };
  }

  componentDidMount() {
    this.started = true;
    // The last one's recomputation reads every <Helmet> in the list.
    this.value.helmetInstances.get().at(-1)?.emitChange();
  }
}
