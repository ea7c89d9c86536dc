/**
 * Just enough of the protobuf wire format to write a small ONNX file by hand: varints,
 * length-delimited fields and packed floats. A message is a list of fields; field order does
 * not matter to a reader, and an absent field takes its default.
 */
export type Field = Uint8Array;

function varint(value: number | bigint): number[] {
  let rest = BigInt(value);
  // Negative int64 values are written as their 64-bit two's complement (ten bytes).
  if (rest < 0n) rest += 1n << 64n;
  const bytes: number[] = [];
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    bytes.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return bytes;
}

const key = (field: number, wireType: 0 | 2) => varint((field << 3) | wireType);

/** An integer field (int32, int64, enum). */
export const int = (field: number, value: number): Field => Uint8Array.from([...key(field, 0), ...varint(value)]);

/** A bytes, string or embedded-message field. */
export function bytes(field: number, value: Uint8Array | string): Field {
  const body = typeof value === 'string' ? new TextEncoder().encode(value) : value;
  return Uint8Array.from([...key(field, 2), ...varint(body.length), ...body]);
}

/** An embedded message made of the given fields. */
export const message = (field: number, ...fields: Field[]): Field => bytes(field, join(fields));

/** A packed repeated float field, little-endian IEEE 754 singles. */
export function floats(field: number, values: readonly number[]): Field {
  const body = new Uint8Array(values.length * 4);
  const view = new DataView(body.buffer);
  values.forEach((value, index) => view.setFloat32(index * 4, value, true));
  return bytes(field, body);
}

export function join(fields: readonly Field[]): Uint8Array {
  const out = new Uint8Array(fields.reduce((size, field) => size + field.length, 0));
  let at = 0;
  for (const field of fields) {
    out.set(field, at);
    at += field.length;
  }
  return out;
}
