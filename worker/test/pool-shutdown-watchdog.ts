import type { Reporter, TestModule, TestSpecification } from 'vitest/node';

/** How long the run may take to end once every test file has reported its result. */
const SHUTDOWN_GRACE_MS = 60_000;

/**
 * Ends the worker suite when every test file has finished but the pool never reports the run's end. Test files share
 * workerd instances (`isolate: false`); now and then one instance's last file reports its result, yet the instance
 * never says it is done, and Vitest waits for ever (decision 048). Once every file has ended, the watchdog gives the
 * run a minute to end by itself; then it prints every failed test and exits 1 if any failed, 0 otherwise. A run that
 * ends normally never reaches it, and a file that has not ended still fails the run by the test timeout.
 */
export default class PoolShutdownWatchdog implements Reporter {
  private expected = 0;
  private readonly ended: TestModule[] = [];
  private timer: NodeJS.Timeout | undefined;

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>) {
    this.expected = specifications.length;
  }

  onTestModuleEnd(testModule: TestModule) {
    this.ended.push(testModule);
    if (this.ended.length === this.expected) {
      this.timer = setTimeout(() => this.endRun(), SHUTDOWN_GRACE_MS);
      this.timer.unref();
    }
  }

  onTestRunEnd() {
    clearTimeout(this.timer);
  }

  private endRun() {
    const failed = this.ended.flatMap((testModule) => (testModule.state() === 'failed' ? [...failuresOf(testModule)] : []));
    const tests = this.ended.reduce((sum, testModule) => sum + [...testModule.children.allTests()].length, 0);
    console.error(
      `\n[pool-shutdown-watchdog] All ${this.ended.length} test files (${tests} tests) ended, but the pool did not end ` +
        `the run within ${SHUTDOWN_GRACE_MS / 1000} s (decision 048). ${failed.length} failed.`,
    );
    for (const line of failed) console.error(line);
    process.exit(failed.length > 0 ? 1 : 0);
  }
}

function* failuresOf(testModule: TestModule): Generator<string> {
  let any = false;
  for (const test of testModule.children.allTests('failed')) {
    any = true;
    const messages = test.result().errors?.map((error) => error.message) ?? [];
    yield `  FAIL ${testModule.moduleId} > ${test.fullName}\n    ${messages.join('\n    ')}`;
  }
  const moduleErrors = testModule.errors();
  if (!any || moduleErrors.length > 0) {
    yield `  FAIL ${testModule.moduleId}: ${moduleErrors.map((error) => error.message).join('; ') || 'failed'}`;
  }
}
