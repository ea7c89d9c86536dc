import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const index = fileURLToPath(new URL('./index.ts', import.meta.url));

// In a fresh process (vitest's workers may already hold the addon): records every native
// library Node opens, so we see whether merely importing OCR touches the ONNX runtime.
const script = `
const opened = [];
const dlopen = process.dlopen;
process.dlopen = function (module, filename, ...rest) {
  opened.push(filename);
  return dlopen.call(this, module, filename, ...rest);
};
const onnx = () => opened.some((file) => file.includes('onnxruntime'));
const { createOcr, ocrAvailability } = await import(${JSON.stringify(index)});
createOcr();
const afterImport = onnx();
const availability = await ocrAvailability();
console.log(JSON.stringify({ afterImport, availability, afterCheck: onnx() }));
`;

it('loads the native runtime only when OCR is first used', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { timeout: 60_000 },
  );
  expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({
    afterImport: false,
    availability: { available: true },
    afterCheck: true,
  });
});
