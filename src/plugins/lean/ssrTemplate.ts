/**
 * The page template of the production build (`ssrTemplate`): Docusaurus's own, with one change.
 * Its start-up scripts (`<script defer>` in the head) are fetched only once the page has painted
 * its first content, by a small inline loader, so they never compete with the HTML, the
 * stylesheet and the largest image for a phone's bandwidth before the first paint. The page is
 * complete, readable HTML before any script runs; it becomes interactive (hydrates) right after.
 *
 * Measured with `node scripts/perf.mjs` (Lighthouse mobile, which counts every request that ends
 * before the first paint against the largest paint): see README.md beside this file.
 */

/** Docusaurus's script loop, as its default template writes it (lean.test.ts checks it still does). */
export const DEFAULT_SCRIPT_LOOP = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** Marks the <noscript> styles in the head (docusaurus.config.ts) for the loader below. */
export const FALLBACK_STYLES_ATTRIBUTE = 'data-fallback-styles';

/**
 * Adds the start-up scripts, in order (`async = false`), once the document is parsed and the first
 * contentful paint has happened. Browsers without paint timing, and tabs that never paint
 * (opened in the background), load them after the load event. If one cannot load (a dropped
 * connection, a blocking proxy), or throws before the page has hydrated (a browser without
 * something it uses), the page will never hydrate: the loader then applies the <noscript>
 * styles, as with JavaScript off (the menu as a row, no buttons that need scripts).
 */
const LOADER = `(function(){
var me=document.currentScript,done=false,fell=false,urls=[],PO=window.PerformanceObserver;
function fall(){if(fell)return;fell=true;var n=document.querySelector("noscript[${FALLBACK_STYLES_ATTRIBUTE}]");if(n)n.insertAdjacentHTML("afterend",n.textContent);}
window.addEventListener("error",function(e){if(urls.indexOf(e.filename)>=0&&document.documentElement.getAttribute("data-has-hydrated")!=="true")fall();});
function go(){if(done)return;done=true;me.getAttribute("data-startup").split(" ").forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;s.onerror=fall;urls.push(s.src);document.head.appendChild(s);});}
function parsed(f){if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",f);else f();}
window.addEventListener("load",function(){setTimeout(go,2000);});
if(!PO||!PO.supportedEntryTypes||PO.supportedEntryTypes.indexOf("paint")<0){parsed(go);return;}
new PO(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();parsed(function(){setTimeout(go,0);});}}).observe({type:"paint",buffered:true});
})()`.replace(/\n/g, '');

/**
 * Until the page hydrates, its buttons are HTML without handlers: a visitor who taps the menu or
 * the search while the start-up scripts are still on their way (a second or two on a phone)
 * would lose the tap. This records taps on elements with `data-early="<name>"`, and Ctrl/⌘-K as
 * "search", in `window.__early`; each control, once hydrated, acts on its own and stops the
 * recording of its name (src/lib/earlyTaps.ts).
 */
export const EARLY_TAPS = `(function(){
var E=window.__early={taps:[],done:{}};
document.addEventListener("click",function(e){var t=e.target&&e.target.closest&&e.target.closest("[data-early]"),n=t&&t.getAttribute("data-early");if(n&&!E.done[n])E.taps.push(n);},true);
document.addEventListener("keydown",function(e){if((e.ctrlKey||e.metaKey)&&(e.key==="k"||e.key==="K")&&!E.done.search){e.preventDefault();E.taps.push("search");}},true);
})();`.replace(/\n/g, '');

/** The loader, with the page's start-up scripts listed in its `data-startup` attribute. */
const STARTUP_LOADER = `    <script data-startup="<% it.scripts.forEach((script, i) => { %><%= i ? ' ' : '' %><%= it.baseUrl %><%= script %><% }); %>">${EARLY_TAPS}${LOADER}</script>`;

/**
 * Docusaurus's template with the start-up scripts loaded after the first paint. Takes the
 * template module as imported: loaders differ in how they wrap a CommonJS default export.
 */
export function afterFirstPaintTemplate(imported: unknown): string {
  let docusaurusTemplate = imported;
  while (
    docusaurusTemplate &&
    typeof docusaurusTemplate === 'object' &&
    'default' in docusaurusTemplate
  ) {
    docusaurusTemplate = (docusaurusTemplate as {default: unknown}).default;
  }
  if (typeof docusaurusTemplate !== 'string' || !docusaurusTemplate.includes(DEFAULT_SCRIPT_LOOP)) {
    throw new Error(
      'lean: Docusaurus changed its page template (ssgTemplate.html); update src/plugins/lean/ssrTemplate.ts (see README.md there)',
    );
  }
  return docusaurusTemplate.replace(DEFAULT_SCRIPT_LOOP, STARTUP_LOADER);
}
