#!/usr/bin/env node
// npm run test:mysql: the same jest suites against the MySQL/MariaDB server named by
// TEST_DATABASE_URL (default mariadb://root@127.0.0.1:3306). Each test file creates its own
// database and drops it afterwards.
const { spawnSync } = require('node:child_process');

// Every suite runs in one process (in band), whose heap grows with each file: room for all of them.
const nodeOptions = [process.env.NODE_OPTIONS, '--max-old-space-size=8192'].filter(Boolean).join(' ');
const env = { ...process.env, NODE_OPTIONS: nodeOptions, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'mariadb://root@127.0.0.1:3306' };
const args = ['jest', '--runInBand', ...process.argv.slice(2)];
const result = spawnSync('npx', args, { stdio: 'inherit', env });
process.exit(result.status ?? 1);
