/** Attribute values as remark-mdx gives them, for tests of the story's checks. */

/** `value` as remark-mdx gives an attribute written `{...}`: its ESTree. */
export function expression(value: unknown): unknown {
  const tree = (v: unknown): unknown => {
    if (Array.isArray(v)) return {type: 'ArrayExpression', elements: v.map(tree)};
    if (v && typeof v === 'object')
      return {
        type: 'ObjectExpression',
        properties: Object.entries(v).map(([key, item]) => ({
          type: 'Property',
          computed: false,
          key: {type: 'Identifier', name: key},
          value: tree(item),
        })),
      };
    return {type: 'Literal', value: v};
  };
  return {
    type: 'mdxJsxAttributeValueExpression',
    data: {
      estree: {type: 'Program', body: [{type: 'ExpressionStatement', expression: tree(value)}]},
    },
  };
}
