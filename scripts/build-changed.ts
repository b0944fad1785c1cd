// The first half of `npm start`: builds what changed since the last start (scripts/build-targets.ts),
// the web app and the server as JavaScript. The second half runs the built server with plain node, so
// the shop's process neither compiles TypeScript nor holds tsx (decision 020).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BuildFailedError, buildIfChanged, buildTargets, runQuietly } from './build-targets';

const root = path.resolve(import.meta.dirname, '..');

try {
  for (const target of buildTargets) {
    const started = performance.now();
    const built = await buildIfChanged(root, target, {
      environment: process.env,
      run: runQuietly,
      onBuild: (_, reason) =>
        console.log(
          reason === 'never built'
            ? `Building ${target.name} for its first start (a minute or less)…`
            : `Rebuilding ${target.name}: its files or settings changed…`,
        ),
    });
    if (built) console.log(`Built ${target.name} in ${Math.round((performance.now() - started) / 1000)} s.`);
  }
} catch (error) {
  if (!(error instanceof BuildFailedError)) throw error;
  // The build's own report, which says what to fix; on success it is only a list of file sizes.
  process.stderr.write(error.output);
  console.error(`\n${error.message} The shop was not started.`);
  process.exit(1);
}
