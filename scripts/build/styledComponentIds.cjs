// A TypeScript transformer that gives every styled component a componentId derived from its
// file and name (what the styled-components Babel/SWC plugins do). Without it the ids come
// from a creation counter, so the prerender (all pages in one Node bundle) and the browser
// (pages in lazy chunks, evaluated in another order) would name the same rules differently
// and hydration would see mismatched class attributes.
// With `minify` (production) it also takes the whitespace and comments out of the CSS text of
// every styled, css, createGlobalStyle and keyframes template (minifyCss.cjs). Both bundles
// minify alike, so the class names, which hash the CSS, stay the same in both.
const crypto = require('node:crypto');
const path = require('node:path');
const ts = require('typescript');
const { minifyCss } = require('./minifyCss.cjs');

/** The styled-components helpers whose templates are CSS too. */
const CSS_HELPERS = new Set(['css', 'createGlobalStyle', 'keyframes']);

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

/** A tagged template whose text is CSS: a styled factory's or a helper's. */
function isCssTemplate(node) {
  return (
    ts.isTaggedTemplateExpression(node) &&
    (isStyledFactory(node.tag) || (ts.isIdentifier(node.tag) && CSS_HELPERS.has(node.tag.text)))
  );
}

/** The template with its text minified; its `${…}` expressions visited by `visit`. */
function minifiedTemplate(template, f, visit) {
  if (ts.isNoSubstitutionTemplateLiteral(template)) {
    return f.createNoSubstitutionTemplateLiteral(minifyCss(template.text).trim());
  }
  const last = template.templateSpans.length - 1;
  return f.createTemplateExpression(
    // The template's own start and end neighbour no `${…}`: no space is needed there.
    f.createTemplateHead(minifyCss(template.head.text).trimStart()),
    template.templateSpans.map((span, index) =>
      f.createTemplateSpan(
        ts.visitNode(span.expression, visit),
        index === last
          ? f.createTemplateTail(minifyCss(span.literal.text).trimEnd())
          : f.createTemplateMiddle(minifyCss(span.literal.text)),
      ),
    ),
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
 * production bundles, where it would only add bytes; so is the CSS's whitespace (`minify`).
 */
function styledComponentIds({ displayName, minify = false }) {
  return (context) => (sourceFile) => {
    const file = path.relative(root, sourceFile.fileName).split(path.sep).join('/');
    let ordinal = 0;
    const template = (node) =>
      minify
        ? minifiedTemplate(node.template, context.factory, visit)
        : ts.visitNode(node.template, visit);
    const visit = (node) => {
      if (isCssTemplate(node) && !isStyledFactory(node.tag)) {
        return context.factory.updateTaggedTemplateExpression(
          node,
          node.tag,
          node.typeArguments,
          template(node),
        );
      }
      if (ts.isTaggedTemplateExpression(node) && isStyledFactory(node.tag)) {
        const name = declaredName(node);
        ordinal += 1;
        const hash = crypto.createHash('sha256').update(`${file}:${name}:${ordinal}`).digest();
        // A class name must not start with a digit or a hyphen: prefix the hash with a letter.
        // Five characters are 30 bits, ample for a few hundred components (the test checks every
        // id in src/ is its own); each is written into every bundle and every page's HTML, and
        // as random text it hardly compresses: seven cost about 45 B more of initial JavaScript.
        const componentId = `s${hash.toString('base64url').slice(0, 5)}`;
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
        return f.updateTaggedTemplateExpression(node, tag, node.typeArguments, template(node));
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

module.exports = { styledComponentIds };
