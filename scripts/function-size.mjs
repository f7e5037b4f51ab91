// Lists every function of the repository's own sources that runs over MAX_LINES lines and exits non-zero if there is
// one (`npm run lint` runs it after Biome). Measured: function declarations and expressions, arrow functions (React
// components included), methods, constructors and accessors, each from its first line to its last, each on its own (a
// function inside another counts in both). Not measured: tests, stories, end-to-end specs, type declarations and
// generated files. A statechart's `createMachine({...})` config is an object literal, not a function, so only the
// functions written inside it are measured; a function that returns one is measured without the config's lines.
//
// It parses with the TypeScript compiler's own API (the typescript package starts its parser as a child process and
// hands back each file's syntax tree): `node scripts/function-size.mjs [paths...]`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SyntaxKind } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

export const MAX_LINES = 150;

const SOURCE = /\.(ts|tsx|mts|cts|mjs|js|cjs)$/;
const EXCLUDED = [
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /(^|\/)storybook-static\//,
  /(^|\/)bench\/perf-reference\//,
  /(^|\/)(test|tests|e2e|__screenshots__)\//,
  /\.(test|spec|e2e|stories)\.[cm]?[jt]sx?$/,
  /\.d\.[cm]?ts$/,
  // Generated: the database's types, the router's tree, the compiled message catalogues.
  /(^|\/)database\.types\.ts$/,
  /(^|\/)routeTree\.gen\.ts$/,
  /(^|\/)src\/locales\/[^/]+\.ts$/,
];

const FUNCTION_KINDS = new Set([
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.FunctionExpression,
  SyntaxKind.ArrowFunction,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
]);

/** Whether a repository-relative path is one of our own sources the check measures. */
export function isMeasured(relativePath) {
  return SOURCE.test(relativePath) && !EXCLUDED.some((pattern) => pattern.test(relativePath));
}

/** The sources git knows of (tracked, and new files not ignored) under `root`. */
export function listSources(root) {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(output.split('\0'))].filter((file) => file && isMeasured(file));
}

function lineOf(sourceFile, position) {
  return sourceFile.getLineAndCharacterOfPosition(position).line + 1;
}

function spanOf(sourceFile, node) {
  return lineOf(sourceFile, node.end) - lineOf(sourceFile, node.getStart(sourceFile)) + 1;
}

function nameOf(node) {
  if (node.name) return node.name.text ?? node.name.getText?.() ?? '(computed)';
  if (node.kind === SyntaxKind.Constructor) return 'constructor';
  const parent = node.parent;
  if (
    parent?.name &&
    (parent.kind === SyntaxKind.VariableDeclaration || parent.kind === SyntaxKind.PropertyAssignment)
  ) {
    return parent.name.text ?? '(computed)';
  }
  // A function passed to a call (forwardRef, memo, useCallback, a test helper): named after the variable it ends in.
  for (let up = parent; up; up = up.parent) {
    if (up.kind === SyntaxKind.VariableDeclaration && up.name?.text) return up.name.text;
    if (FUNCTION_KINDS.has(up.kind)) break;
  }
  return '(anonymous)';
}

function isCreateMachineCall(node) {
  if (node.kind !== SyntaxKind.CallExpression) return false;
  const callee = node.expression;
  if (callee.kind === SyntaxKind.Identifier) return callee.text === 'createMachine';
  return callee.kind === SyntaxKind.PropertyAccessExpression && callee.name.text === 'createMachine';
}

/** Lines of `node` that belong to statechart configs directly inside it (not inside a nested function). */
function machineConfigLines(sourceFile, node) {
  let lines = 0;
  const visit = (child) => {
    if (FUNCTION_KINDS.has(child.kind)) return;
    if (isCreateMachineCall(child)) {
      for (const argument of child.arguments) lines += spanOf(sourceFile, argument);
      return;
    }
    child.forEachChild(visit);
  };
  node.forEachChild(visit);
  return lines;
}

/** Every function of one parsed file whose length passes `maxLines`: `{ name, line, length }`. */
export function longFunctions(sourceFile, maxLines = MAX_LINES) {
  const found = [];
  const visit = (node) => {
    if (FUNCTION_KINDS.has(node.kind) && node.body) {
      const length = spanOf(sourceFile, node) - machineConfigLines(sourceFile, node);
      if (length > maxLines)
        found.push({ name: nameOf(node), line: lineOf(sourceFile, node.getStart(sourceFile)), length });
    }
    node.forEachChild(visit);
  };
  sourceFile.forEachChild(visit);
  return found;
}

/**
 * Parses `files` (absolute paths) with the TypeScript API and returns the long functions of each:
 * `{ file, name, line, length }`, in file order. `readFile` lets a test hand in sources that are not on disk.
 */
export function findLongFunctions(files, { maxLines = MAX_LINES, cwd = process.cwd(), readFile } = {}) {
  if (files.length === 0) return [];
  // A project made up for the occasion: only these files, no imports followed, no standard library, so that the
  // parser is all the work there is.
  const configPath = path.join(cwd, '.function-size.tsconfig.json');
  const config = JSON.stringify({
    files,
    compilerOptions: { allowJs: true, noResolve: true, noLib: true, types: [], jsx: 'preserve' },
  });
  const api = new API({
    cwd,
    fs: { readFile: (file) => (file === configPath ? config : readFile?.(file)) },
  });
  try {
    const project = api.updateSnapshot({ openProjects: [configPath] }).getProject(configPath);
    if (!project) throw new Error('function-size: the TypeScript API did not open the project');
    return files.flatMap((file) => {
      const sourceFile = project.program.getSourceFile(file);
      if (!sourceFile) throw new Error(`function-size: could not parse ${file}`);
      return longFunctions(sourceFile, maxLines).map((found) => ({ file, ...found }));
    });
  } finally {
    api.close();
  }
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const given = process.argv.slice(2);
  const relative = given.length > 0 ? given.map((file) => path.relative(root, path.resolve(file))) : listSources(root);
  const files = relative.map((file) => path.join(root, file));
  const long = findLongFunctions(files, { cwd: root });
  for (const { file, name, line, length } of long) {
    console.error(`${path.relative(root, file)}:${line}  ${name}  ${length} lines (at most ${MAX_LINES})`);
  }
  if (long.length > 0) {
    console.error(`function-size: ${long.length} function(s) over ${MAX_LINES} lines; split them into named parts.`);
    process.exit(1);
  }
  console.log(`function-size: ${files.length} files, no function over ${MAX_LINES} lines.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
