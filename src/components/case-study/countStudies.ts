/**
 * "1 study", "12 studies": one string, so one run of text in the HTML. Written as `{n} {noun}`,
 * React joins the two with a `<!-- -->`, and the parser may draw the number before its noun
 * arrives: the tags page's right-aligned pill then moved, a layout shift (steady.spec.ts).
 */
export function countStudies(count: number): string {
  return `${count} ${count === 1 ? 'study' : 'studies'}`;
}
