// `npm run check:size` (part of `npm test`, after the build): the public pages' first load, estimated from the build's
// bundle report, against the budgets of scripts/web-budgets.mjs. A regression fails when it is made; `npm run
// bench:web` measures the same in a browser.
import { readFileSync } from 'node:fs';
import { budgets, classesMissingFromPublicCss, estimateFirstLoad, kb, largestModules, readReport } from './web-budgets.mjs';

const report = readReport();
let failed = false;
for (const budget of budgets) {
  const { files, total } = estimateFirstLoad(report, budget);
  const over = kb(total) > budget.firstLoadKB;
  failed ||= over;
  console.log(`${over ? 'FAIL' : 'ok  '} ${budget.route}: first load ${kb(total)} KB gz (budget ${budget.firstLoadKB} KB)`);
  if (over) {
    for (const { file, kind, bytes } of files.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`       ${String(kb(bytes)).padStart(5)} ${kind.padEnd(7)} ${file}  ${largestModules(report, file)}`);
    }
  }
}
process.exitCode = failed ? 1 : 0;

const missing = classesMissingFromPublicCss(report, (file) => readFileSync(`dist/client/${file}`, 'utf8'));
if (missing.length > 0) {
  console.log(`FAIL the public stylesheet (web/styles.css) lacks classes public pages use: ${missing.join(' ')}`);
  console.log('     add the file that uses them to its @source list');
  process.exitCode = 1;
} else {
  console.log('ok   the public stylesheet has every class the public pages use');
}
