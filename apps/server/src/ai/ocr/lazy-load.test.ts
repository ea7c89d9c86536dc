import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { runRecordingNativeLoads } from '../testing/native-loads.ts';

const index = fileURLToPath(new URL('./index.ts', import.meta.url));

// Whether merely importing OCR touches the ONNX runtime.
const script = `
const { createOcr, ocrAvailability } = await import(${JSON.stringify(index)});
createOcr();
const afterImport = onnx();
const availability = await ocrAvailability();
console.log(JSON.stringify({ afterImport, availability, afterCheck: onnx() }));
`;

it('loads the native runtime only when OCR is first used', async () => {
  expect(await runRecordingNativeLoads(script)).toEqual({
    afterImport: false,
    availability: { available: true },
    afterCheck: true,
  });
});
