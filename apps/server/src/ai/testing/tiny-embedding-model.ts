import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bytes, floats, int, join, message } from './protobuf.ts';

/**
 * A real, tiny feature-extraction model in the transformers.js folder layout, for tests that
 * cannot download one: a BERT-style WordPiece tokenizer (Chinese characters split one by one,
 * as bge-small-zh's does) and an ONNX graph that looks each token up in an embedding table
 * (`input_ids` → Gather → `last_hidden_state`, [batch, seq, 8]). Tokens of one topic point
 * the same way, so texts that share a topic land near each other after mean pooling.
 */
export const TINY_DIMENSIONS = 8;

const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'];
// Slot 0: tea; slot 1: cars; slot 2: function words. The other slots tell tokens apart.
const TOPICS: Record<string, number> = {
  tea: 0,
  green: 0,
  leaf: 0,
  longjing: 0,
  茶: 0,
  绿: 0,
  叶: 0,
  龙: 0,
  井: 0,
  car: 1,
  cars: 1,
  drive: 1,
  road: 1,
  汽: 1,
  车: 1,
  路: 1,
  开: 1,
  驾: 1,
  驶: 1,
  the: 2,
  a: 2,
  is: 2,
  of: 2,
  的: 2,
  是: 2,
  '##s': 2,
};
export const TINY_VOCABULARY = [...SPECIAL, ...Object.keys(TOPICS)];

function embeddingRow(token: string, index: number): number[] {
  const row = new Array<number>(TINY_DIMENSIONS).fill(0);
  // [CLS], [SEP] and padding add nothing to a mean; an unknown word only its own small direction.
  if (SPECIAL.includes(token) && token !== '[UNK]') return row;
  if (token in TOPICS) row[TOPICS[token]!] = 1;
  for (let slot = 3; slot < TINY_DIMENSIONS; slot += 1) row[slot] = (((index * 7 + slot * 13) % 11) / 11 - 0.5) * 0.4;
  return row;
}

const ONNX = { float: 1, int64: 7 } as const;

/** A graph input or output: a tensor of `elemType` whose dimensions are named or sized. */
function valueInfo(name: string, elemType: number, dims: (string | number)[]) {
  const shape = dims.map((dim) => message(1, typeof dim === 'string' ? bytes(2, dim) : int(1, dim)));
  return [bytes(1, name), message(2, message(1, int(1, elemType), message(2, ...shape)))];
}

/** ModelProto (onnx.proto field numbers), opset 13, one Gather node. */
export function tinyOnnxModel(): Uint8Array {
  const table = TINY_VOCABULARY.flatMap(embeddingRow);
  const initializer = [
    int(1, TINY_VOCABULARY.length),
    int(1, TINY_DIMENSIONS),
    int(2, ONNX.float),
    floats(4, table),
    bytes(8, 'embeddings'),
  ];
  const gather = [bytes(1, 'embeddings'), bytes(1, 'input_ids'), bytes(2, 'last_hidden_state'), bytes(4, 'Gather')];
  const graph = [
    message(1, ...gather),
    bytes(2, 'tiny-embed'),
    message(5, ...initializer),
    // A BERT export also takes these two; the lookup ignores them, as transformers.js feeds them.
    ...['input_ids', 'attention_mask', 'token_type_ids'].map((name) =>
      message(11, ...valueInfo(name, ONNX.int64, ['batch', 'sequence'])),
    ),
    message(12, ...valueInfo('last_hidden_state', ONNX.float, ['batch', 'sequence', TINY_DIMENSIONS])),
  ];
  return join([int(1, 8), bytes(2, 'inkstone-tests'), message(7, ...graph), message(8, bytes(1, ''), int(2, 13))]);
}

const special = (token: string) => ({
  id: SPECIAL.indexOf(token),
  content: token,
  single_word: false,
  lstrip: false,
  rstrip: false,
  normalized: false,
  special: true,
});

/** tokenizer.json as the Hugging Face tokenizers library writes it for a BERT model. */
export function tinyTokenizer() {
  const cls = { id: '[CLS]', ids: [SPECIAL.indexOf('[CLS]')], tokens: ['[CLS]'] };
  const sep = { id: '[SEP]', ids: [SPECIAL.indexOf('[SEP]')], tokens: ['[SEP]'] };
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIAL.map(special),
    normalizer: {
      type: 'BertNormalizer',
      clean_text: true,
      handle_chinese_chars: true,
      strip_accents: null,
      lowercase: true,
    },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
      ],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } },
        { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: { '[CLS]': cls, '[SEP]': sep },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab: Object.fromEntries(TINY_VOCABULARY.map((token, index) => [token, index])),
    },
  };
}

export type TinyModelOptions = {
  /** Files to leave out, by their path in the folder (e.g. `onnx/model.onnx`). */
  omit?: string[];
  /** Writes these bytes as onnx/model.onnx instead of the model. */
  modelBytes?: Uint8Array;
};

/** Writes the folder an operator would fill, at `dir`, and returns it. */
export async function writeTinyEmbeddingModel(dir: string, options: TinyModelOptions = {}): Promise<string> {
  const files: Record<string, string | Uint8Array> = {
    'config.json': JSON.stringify({
      model_type: 'bert',
      architectures: ['BertModel'],
      hidden_size: TINY_DIMENSIONS,
      vocab_size: TINY_VOCABULARY.length,
      num_attention_heads: 1,
      num_hidden_layers: 1,
      max_position_embeddings: 512,
      type_vocab_size: 2,
    }),
    'tokenizer.json': JSON.stringify(tinyTokenizer()),
    'tokenizer_config.json': JSON.stringify({
      tokenizer_class: 'BertTokenizer',
      model_max_length: 512,
      do_lower_case: true,
      cls_token: '[CLS]',
      sep_token: '[SEP]',
      pad_token: '[PAD]',
      unk_token: '[UNK]',
      mask_token: '[MASK]',
    }),
    'onnx/model.onnx': options.modelBytes ?? tinyOnnxModel(),
  };
  await mkdir(path.join(dir, 'onnx'), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    if (!options.omit?.includes(name)) await writeFile(path.join(dir, name), content);
  }
  return dir;
}
