// Fails when the SPA's modules import each other in a circle, type-only imports included (`npm run lint` runs it).
// ESLint's import-x/no-cycle skips `import type`, yet a type circle still ties two modules together: neither can
// move or split without the other (docs/architecture.md). TypeScript itself resolves the imports, so path
// mapping, `.js` → `.ts` and index files are followed exactly as the compiler does.
// Usage: node scripts/import-cycles.mjs [root folder, default src]
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? 'src');
const configPath = ts.findConfigFile(process.cwd(), ts.sys.fileExists, 'tsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
const inRoot = (file) => file.startsWith(root + path.sep) && !/\.d\.ts$/.test(file);

/**
 * Every import of `file` resolved to files under the root: static imports and re-exports, type-only ones, and
 * `import()` of lazy chunks (a lazy dialog that imports its host's types still circles back to it).
 */
function importsOf(file) {
  const source = ts.createSourceFile(file, ts.sys.readFile(file), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const walk = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specifiers.push(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      specifiers.push(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      specifiers.push(node.argument.literal);
    ts.forEachChild(node, walk);
  };
  walk(source);
  const targets = new Set();
  for (const specifier of specifiers) {
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const resolved = ts.resolveModuleName(specifier.text, file, parsed.options, ts.sys).resolvedModule;
    if (resolved && inRoot(resolved.resolvedFileName)) targets.add(path.resolve(resolved.resolvedFileName));
  }
  return [...targets];
}

const files = parsed.fileNames.map((file) => path.resolve(file)).filter(inRoot);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

// Tarjan's strongly connected components: every component of more than one module is a circle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
  }
  if (low.get(file) === index.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component);
  }
}
for (const file of files) if (!index.has(file)) visit(file);

const relative = (file) => path.relative(process.cwd(), file);
for (const circle of circles)
  console.info(
    `FAIL  modules importing each other in a circle:\n  ${circle.map(relative).sort().join('\n  ')}`,
  );
if (circles.length === 0)
  console.info(`PASS  no import circles among ${files.length} modules in ${relative(root)}/`);
process.exit(circles.length > 0 ? 1 : 0);
