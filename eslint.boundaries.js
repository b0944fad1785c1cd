// The import-boundary rule of eslint.config.js: zones in the shape of import-x's no-restricted-paths
// (bulletproof-react's), checked against the file an import resolves to. Our own few lines instead of
// import-x, whose native resolver ships per-platform packages the npm registry this project installs
// from does not all carry, which left package-lock.json unable to pass `npm ci`.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { minimatch } from 'minimatch';

const extensions = ['.ts', '.tsx', '.js', '.mjs'];

const isFile = (candidate) => existsSync(candidate) && statSync(candidate).isFile();

/**
 * The file a relative import or one of `@shop/core/*` names, or null for a package import;
 * `undefined` when it names a file that does not exist.
 */
function resolveImport(specifier, importer, corePackageSource) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else if (specifier.startsWith('@shop/core/')) base = path.join(corePackageSource, specifier.slice('@shop/core/'.length));
  else return null;
  const candidates = [base, ...extensions.map((extension) => `${base}${extension}`), ...extensions.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find(isFile);
}

const inside = (file, pattern) => minimatch(file, pattern.includes('*') || pattern.includes('{') ? pattern : `${pattern}/**`, { dot: true });
const anyOf = (patterns) => (Array.isArray(patterns) ? patterns : [patterns]);

/** @type {import('eslint').Rule.RuleModule} */
const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports cross a boundary only where its zone allows' },
    schema: [
      {
        type: 'object',
        properties: { corePackageSource: { type: 'string' }, zones: { type: 'array' } },
        required: ['corePackageSource', 'zones'],
        additionalProperties: false,
      },
    ],
    messages: {
      restricted: 'Unexpected path "{{specifier}}" imported in restricted zone. {{message}}',
      unresolved: 'Cannot find "{{specifier}}": a boundary cannot be checked for a file that is not there.',
    },
  },
  create(context) {
    const { corePackageSource, zones } = context.options[0];
    const importer = context.filename;
    const applicable = zones.filter((zone) => anyOf(zone.target).some((target) => inside(importer, target)));
    if (applicable.length === 0) return {};

    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      const file = resolveImport(specifier, importer, corePackageSource);
      if (file === null) return;
      if (file === undefined) {
        context.report({ node, messageId: 'unresolved', data: { specifier } });
        return;
      }
      for (const zone of applicable) {
        const restricted = anyOf(zone.from).some((from) => inside(file, from));
        const allowed = (zone.except ?? []).some((except) => inside(file, except));
        if (restricted && !allowed) context.report({ node, messageId: 'restricted', data: { specifier, message: zone.message } });
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const boundaries = { rules: { 'no-restricted-paths': noRestrictedPaths } };
