/**
 * Stands in for `prism-react-renderer` in the browser bundle (aliased in src/plugins/lean).
 *
 * Docusaurus's classic theme imports Prism on every page, about a fifth of the main bundle,
 * for syntax colouring. This site has no code listings; a code block an author might write
 * still renders, monospaced and uncoloured, through the theme's own CodeBlock.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

interface RenderProps {
  className: string;
  style: Record<string, never>;
  tokens: Token[][];
  getLineProps: (input: {line: Token[]; className?: string}) => {className: string};
  getTokenProps: (input: {token: Token; className?: string}) => {
    className: string;
    children: string;
  };
}

/** The Prism object the theme registers languages on; none are needed. */
export const Prism = {languages: {}, hooks: {add() {}}};
export const themes = {};

/** Splits code into lines of one plain token each, as prism-react-renderer shapes them. */
export function plainTokens(code: string): Token[][] {
  return code
    .replace(/\n$/, '')
    .split('\n')
    .map((line) =>
      line === ''
        ? [{types: ['plain'], content: '\n', empty: true}]
        : [{types: ['plain'], content: line}],
    );
}

export function Highlight({
  code,
  language,
  children,
}: {
  code: string;
  language?: string;
  theme?: unknown;
  children: (props: RenderProps) => ReactNode;
}) {
  return children({
    className: clsx('prism-code', language && `language-${language}`),
    style: {},
    tokens: plainTokens(code),
    getLineProps: ({className}) => ({className: clsx('token-line', className)}),
    getTokenProps: ({token, className}) => ({
      className: clsx('token', ...token.types, className),
      children: token.content,
    }),
  });
}
