import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every regular expression written in the code base: regex literals, `RegExp(…)` / `new RegExp(…)`
 * (string and template arguments, with constants of the same file resolved) and HTML `pattern`
 * attributes in JSX. Used by redos-scan.test.ts, which checks each with recheck.
 */

export type FoundRegex = {
  file: string;
  line: number;
  source: string;
  flags: string;
  kind: 'literal' | 'RegExp' | 'jsx-pattern';
  /** Built from values only known at run time; placeholders stand for them (test code only). */
  dynamic: boolean;
};

const SOURCE_EXTENSIONS = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SKIP_DIRECTORIES = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.data',
  'test-results',
  'artifacts',
  '.tmp',
]);
/** Test code may build expressions from test data; production code may not (it cannot be checked). */
export const TEST_FILE = /(?:\.test\.[jt]sx?|\.spec\.ts)$|^e2e\/|\/test\//;

export function listSourceFiles(root: string, directories: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRECTORIES.has(entry.name) && !entry.name.startsWith('.')) walk(join(dir, entry.name));
      } else if (SOURCE_EXTENSIONS.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        out.push(join(dir, entry.name));
      }
    }
  };
  for (const d of directories) walk(join(root, d));
  return out.sort();
}

/** Placeholder for a value only known at run time. */
const PLACEHOLDER = 'x';

export function findRegexes(file: string, text: string): FoundRegex[] {
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const constants = new Map<string, ts.Expression>();
  const collectConstants = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      node.parent.flags & ts.NodeFlags.Const
    ) {
      constants.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, collectConstants);
  };
  collectConstants(sf);

  /** The string value of an expression: [value, dynamic]; unknown parts become placeholders. */
  const stringOf = (e: ts.Expression, depth = 0): [string, boolean] => {
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text, false];
    if (ts.isParenthesizedExpression(e)) return stringOf(e.expression, depth);
    if (ts.isIdentifier(e) && depth < 5) {
      const init = constants.get(e.text);
      if (init) return stringOf(init, depth + 1);
    }
    if (ts.isTemplateExpression(e)) {
      let value = e.head.text;
      let dynamic = false;
      for (const span of e.templateSpans) {
        const [v, d] = stringOf(span.expression, depth + 1);
        value += v + span.literal.text;
        dynamic ||= d;
      }
      return [value, dynamic];
    }
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const [a, da] = stringOf(e.left, depth + 1);
      const [b, db] = stringOf(e.right, depth + 1);
      return [a + b, da || db];
    }
    return [PLACEHOLDER, true];
  };

  const found: FoundRegex[] = [];
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sf);
      const end = literal.lastIndexOf('/');
      found.push({
        file,
        line: lineOf(node),
        source: literal.slice(1, end),
        flags: literal.slice(end + 1),
        kind: 'literal',
        dynamic: false,
      });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp' &&
      node.arguments?.length
    ) {
      const [source, dynamicSource] = stringOf(node.arguments[0]!);
      const [flags, dynamicFlags] = node.arguments[1] ? stringOf(node.arguments[1]) : ['', false];
      found.push({
        file,
        line: lineOf(node),
        source,
        flags: dynamicFlags ? '' : flags,
        kind: 'RegExp',
        dynamic: dynamicSource || dynamicFlags,
      });
    } else if (
      ts.isJsxAttribute(node) &&
      node.name.getText(sf) === 'pattern' &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      // HTML compiles `pattern` as ^(?:…)$ with the v flag; u is the closest recheck understands.
      found.push({
        file,
        line: lineOf(node),
        source: `^(?:${node.initializer.text})$`,
        flags: 'u',
        kind: 'jsx-pattern',
        dynamic: false,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

export function inventory(root: string, directories: string[]): FoundRegex[] {
  return listSourceFiles(root, directories).flatMap((path) =>
    findRegexes(relative(root, path), readFileSync(path, 'utf8')),
  );
}
