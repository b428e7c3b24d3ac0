import React, {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import {useScrollEdges} from '@site/src/hooks/useScrollEdges';
import styles from './styles.module.css';

/** The text in a React tree (its strings and numbers), for a label. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

/** The elements among `children` whose tag is `type` (MDX writes plain HTML tags for a table). */
function elementsOf(children: ReactNode, type: string) {
  return Children.toArray(children).filter(
    (child): child is React.ReactElement<{children?: ReactNode}> =>
      isValidElement(child) && child.type === type,
  );
}

/** The column headings of a Markdown table: the cells of its head row. */
function headingsOf(children: ReactNode): string[] {
  const row = elementsOf(elementsOf(children, 'thead')[0]?.props.children, 'tr')[0];
  return elementsOf(row?.props.children, 'th')
    .map((cell) => textOf(cell.props.children).trim())
    .filter(Boolean);
}

/**
 * A Markdown table in a case study (`| Quarter | Revenue |` …). Its cells keep their words and
 * figures whole, and a table wider than the screen scrolls sideways in its own box, which the
 * keyboard can reach and a screen reader names after the columns, instead of running off a
 * phone's screen or breaking "$1,245,000" across lines; the edge with more to see fades.
 */
export default function MarkdownTable(props: ComponentProps<'table'>) {
  const headings = headingsOf(props.children);
  const [scroller, edges] = useScrollEdges();
  return (
    <div
      ref={scroller}
      className={`${styles.scroll} scroll-fade`}
      data-more-left={edges.left || undefined}
      data-more-right={edges.right || undefined}
      role="region"
      aria-label={headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table'}
      tabIndex={0}>
      <table {...props} />
    </div>
  );
}
