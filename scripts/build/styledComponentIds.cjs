// A TypeScript transformer that gives every styled component a componentId derived from its
// file and name (what the styled-components Babel/SWC plugins do). Without it the ids come
// from a creation counter, so the prerender (all pages in one Node bundle) and the browser
// (pages in lazy chunks, evaluated in another order) would name the same rules differently
// and hydration would see mismatched class attributes.
const crypto = require('node:crypto');
const path = require('node:path');
const ts = require('typescript');

const root = path.resolve(__dirname, '../..');

/**
 * `styled.div`, `styled(Link)` and either with `.attrs(...)` or `.withConfig(...)`: a
 * styled-component factory (a later `withConfig` adds to an earlier one's options).
 */
function isStyledFactory(node) {
  if (ts.isPropertyAccessExpression(node)) {
    return ts.isIdentifier(node.expression) && node.expression.text === 'styled';
  }
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'styled';
  return (
    ts.isPropertyAccessExpression(callee) &&
    (callee.name.text === 'attrs' || callee.name.text === 'withConfig') &&
    isStyledFactory(callee.expression)
  );
}

/** The name the component is declared under (`const Card = styled.div…`): id and displayName. */
function declaredName(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isVariableDeclaration(current) && ts.isIdentifier(current.name)) {
      return current.name.text;
    }
  }
  return 'styled';
}

/**
 * `displayName` (the declared name, for React DevTools and readable class names) is left out of
 * production bundles, where it would only add bytes.
 */
function styledComponentIds({ displayName }) {
  return (context) => (sourceFile) => {
    const file = path.relative(root, sourceFile.fileName).split(path.sep).join('/');
    let ordinal = 0;
    const visit = (node) => {
      if (ts.isTaggedTemplateExpression(node) && isStyledFactory(node.tag)) {
        const name = declaredName(node);
        ordinal += 1;
        const hash = crypto.createHash('sha256').update(`${file}:${name}:${ordinal}`).digest();
        // A class name must not start with a digit or a hyphen: prefix the hash with a letter.
        const componentId = `s${hash.toString('base64url').slice(0, 7)}`;
        const f = context.factory;
        const config = f.createObjectLiteralExpression([
          ...(displayName
            ? [f.createPropertyAssignment('displayName', f.createStringLiteral(name))]
            : []),
          f.createPropertyAssignment('componentId', f.createStringLiteral(componentId)),
        ]);
        const tag = f.createCallExpression(
          f.createPropertyAccessExpression(
            ts.visitEachChild(node.tag, visit, context),
            'withConfig',
          ),
          undefined,
          [config],
        );
        const template = ts.visitNode(node.template, visit);
        return f.updateTaggedTemplateExpression(node, tag, node.typeArguments, template);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

module.exports = { styledComponentIds };
