/**
 * Node's test runner over the files given, in the order given, three at a time, with the spec
 * reporter; exit code 1 on any failure. `node --test` itself would sort the files by name, and
 * tests/e2e/run.ts wants the longest ones started first.
 */
import { run } from 'node:test';
import { spec } from 'node:test/reporters';

const CONCURRENCY = 3;

run({ files: process.argv.slice(2), concurrency: CONCURRENCY })
  .on('test:fail', () => {
    process.exitCode = 1;
  })
  .pipe(new spec())
  .pipe(process.stdout);
