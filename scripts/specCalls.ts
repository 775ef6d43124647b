/** Rewrites tests/spec/spec-calls.json from the spec's documents (../shared/spec, or MBA_SPEC_DIR). */
import fs from 'node:fs';
import { SPEC_CALLS_FILE, findSpecDir, readSpecCalls } from '../tests/spec/specCalls';

const dir = findSpecDir();
if (!dir) {
  console.error('The spec (core.md, operations.md) was not found: set MBA_SPEC_DIR');
  process.exit(1);
}
const { calls, unparsedLines } = readSpecCalls(dir);
if (unparsedLines.length > 0) {
  console.error(`Lines naming a call that gave none:\n${unparsedLines.join('\n')}`);
  process.exit(1);
}
fs.writeFileSync(SPEC_CALLS_FILE, `${JSON.stringify(calls, null, 2)}\n`);
console.log(`${calls.length} calls written to ${SPEC_CALLS_FILE}`);
