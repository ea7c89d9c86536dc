import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Runs an ES module script in a fresh Node process (vitest's workers may already hold a native
 * addon) after recording every native library Node opens: the script can call `onnx()` to ask
 * whether the ONNX runtime is loaded yet. Answers the last line the script prints, parsed.
 */
export async function runRecordingNativeLoads(script: string): Promise<unknown> {
  const recorder = `
const opened = [];
const dlopen = process.dlopen;
process.dlopen = function (module, filename, ...rest) {
  opened.push(filename);
  return dlopen.call(this, module, filename, ...rest);
};
const onnx = () => opened.some((file) => file.includes('onnxruntime'));
`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', recorder + script],
    { timeout: 60_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}
