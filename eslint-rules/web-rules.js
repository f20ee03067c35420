// The web's house rule of ADR 019 as a lint rule of our own (issue 38, ADR 042):
//   lifeorbit-web/one-call-a-file  a file of a feature's api/ folder holds one call: its fetcher, its queryOptions and
//                                  the one hook that uses them, so a call is found by its file name and changed alone.

/** The names a file exports (export function useX, export const useX = ..., export { useX }). */
function exportedNames(node) {
  const declaration = node.declaration;
  if (declaration?.type === 'FunctionDeclaration' && declaration.id) return [declaration.id.name];
  if (declaration?.type === 'VariableDeclaration')
    return declaration.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []));
  return node.specifiers?.map((s) => (s.exported.type === 'Identifier' ? s.exported.name : s.exported.value)) ?? [];
}

export const oneCallAFile = {
  meta: {
    type: 'suggestion',
    docs: { description: "One call (one exported hook) a file in a feature's api/ folder (ADR 019, ADR 042)." },
    schema: [],
    messages: {
      more: 'This api/ file exports {{count}} hooks ({{names}}): give each call a file of its own, named after it (ADR 019).',
    },
  },
  create(context) {
    const hooks = [];
    return {
      ExportNamedDeclaration(node) {
        for (const name of exportedNames(node)) if (/^use[A-Z]/.test(name)) hooks.push({ node, name });
      },
      'Program:exit'() {
        if (hooks.length > 1)
          context.report({
            node: hooks[1].node,
            messageId: 'more',
            data: { count: String(hooks.length), names: hooks.map((hook) => hook.name).join(', ') },
          });
      },
    };
  },
};

export default { meta: { name: 'lifeorbit-web' }, rules: { 'one-call-a-file': oneCallAFile } };
