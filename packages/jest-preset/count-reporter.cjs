// Writes this run's pass/fail counts to ARRSTACK_TEST_REPORT_DIR so the suite runner can print one total.
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.ARRSTACK_TEST_REPORT_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.basename(this.rootDir) + '-' + process.pid + '.json';
    const failedSuites = results.numFailedTestSuites + results.numRuntimeErrorTestSuites;
    fs.writeFileSync(
      path.join(dir, name),
      JSON.stringify({
        rootDir: this.rootDir,
        passed: results.numPassedTests,
        failed: results.numFailedTests,
        skipped: results.numPendingTests + results.numTodoTests,
        failedSuites,
      }),
    );
  }
}

module.exports = CountReporter;
