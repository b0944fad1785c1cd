import { databaseOutage } from './checks/database-outage';
import { killDuringOrderLoad } from './checks/kill-restart';
import { twoServersRace } from './checks/two-servers-race';
import { twoServersS3 } from './checks/two-servers-s3';
import { formatTable, type CheckResult } from './report';

/** Ports of our own (4200–4299, the S3 check 4606–4608) and of the private PostgreSQL cluster, away from a running shop. */
const PORTS = {
  killPglite: 4201,
  killPostgres: 4202,
  raceFirst: 4203,
  raceSecond: 4204,
  outage: 4205,
  privateDatabase: 55432,
  s3First: 4606,
  s3Second: 4607,
  s3rver: 4608,
};

const checks: { key: string; name: string; run: () => Promise<CheckResult[]> }[] = [
  { key: 'kill-pglite', name: 'kill -9 during order load (PGlite)', run: () => killDuringOrderLoad('pglite', PORTS.killPglite) },
  { key: 'kill-postgres', name: 'kill -9 during order load (PostgreSQL)', run: () => killDuringOrderLoad('postgres', PORTS.killPostgres) },
  { key: 'race', name: 'two servers race for the last units (PostgreSQL)', run: () => twoServersRace([PORTS.raceFirst, PORTS.raceSecond]) },
  { key: 'outage', name: 'database stopped for 10 s under load', run: () => databaseOutage(PORTS.outage, PORTS.privateDatabase) },
  { key: 's3', name: 'two servers, one S3 bucket, kill -9 mid-upload (PostgreSQL)', run: () => twoServersS3([PORTS.s3First, PORTS.s3Second], PORTS.s3rver) },
];

// `npm run soak -- race outage` runs only those checks (keys above); no argument runs them all.
const only = process.argv.slice(2);
const selected = checks.filter((check) => only.length === 0 || only.includes(check.key));
if (selected.length === 0) {
  console.error(`No such check: ${only.join(', ')}. Checks: ${checks.map((check) => check.key).join(', ')}`);
  process.exit(2);
}
const results: CheckResult[] = [];
for (const check of selected) {
  console.log(`… ${check.name}`);
  const started = performance.now();
  try {
    results.push(...(await check.run()));
  } catch (error) {
    results.push({ check: check.name, passed: false, detail: `could not run: ${(error as Error).message.split('\n').slice(0, 4).join(' ')}` });
  }
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

console.log(`\n${formatTable(results)}\n`);
const failed = results.filter((result) => !result.passed).length;
console.log(failed === 0 ? `All ${results.length} checks passed.` : `${failed} of ${results.length} checks failed.`);
process.exit(failed === 0 ? 0 : 1);
