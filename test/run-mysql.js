#!/usr/bin/env node
// npm run test:mysql: the same jest suites against the MySQL/MariaDB server named by
// TEST_DATABASE_URL (default mariadb://root@127.0.0.1:3306). Each test file creates its own
// database and drops it afterwards.
//
// The suites run in band, and one process's heap grows with every test file it loads; TEST_SHARDS=N
// (CI uses 6) runs them as N processes one after another (jest --shard), each with a fresh heap,
// and fails if any of them fails.
const { spawnSync } = require('node:child_process');

// No larger heap instead: V8's heap flag would also lift the memory limit of the statement readers'
// worker threads, which their tests prove.
const env = { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'mariadb://root@127.0.0.1:3306' };
const shards = Math.max(1, Number.parseInt(process.env.TEST_SHARDS || '1', 10) || 1);

let status = 0;
for (let shard = 1; shard <= shards; shard += 1) {
  const sharding = shards > 1 ? [`--shard=${shard}/${shards}`, '--passWithNoTests'] : [];
  if (shards > 1) console.log(`== test:mysql shard ${shard} of ${shards}`);
  const result = spawnSync('npx', ['jest', '--runInBand', ...sharding, ...process.argv.slice(2)], { stdio: 'inherit', env });
  if (result.status !== 0) status = result.status ?? 1;
}
process.exit(status);
