// Fails `npm run lint` on any import circle among the repository's own TypeScript (issue 30): a circle
// makes a module's value undefined while the other half loads, and ties two areas that should point
// one way. Type-only imports count too, so that every circle is seen before it grows a value.
//   node --import tsx scripts/import-circles.ts [directory]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultOptions, parseCircular, parseDependencyTree } from 'dpdm';

/** Where our code is, relative to the repository (or to the directory given). */
export const sourcePatterns = [
  'apps/api/src/**/*.ts',
  'apps/api/test/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'packages/core/src/**/*.ts',
  'e2e/**/*.ts',
  'bench/**/*.ts',
  'scripts/**/*.ts',
];

/**
 * The circle turned to start at its alphabetically first file: dpdm walks the files concurrently, so
 * the file it enters a circle by varies from run to run, and the same circle must read the same.
 */
function startAtFirstFile(circle: string[]): string[] {
  const first = circle.indexOf([...circle].sort()[0]!);
  return [...circle.slice(first), ...circle.slice(0, first)];
}

/** Each circle as the files that make it, relative to `root`. */
export async function importCircles(root: string, patterns: readonly string[] = sourcePatterns): Promise<string[][]> {
  const tree = await parseDependencyTree([...patterns], {
    ...defaultOptions,
    cwd: root,
    context: root,
    transform: false,
    // Dependencies are other people's: only our files are followed.
    exclude: /node_modules/,
  });
  return parseCircular(tree).map((circle) => startAtFirstFile(circle.map((file) => path.relative(root, path.resolve(root, file)))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? '.');
  const circles = await importCircles(root);
  if (circles.length > 0) {
    console.error(`Import circles (break each: move what both halves need to a module neither imports):`);
    for (const circle of circles) console.error(`  ${[...circle, circle[0]].join(' -> ')}`);
    process.exit(1);
  }
}
