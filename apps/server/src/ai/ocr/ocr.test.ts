import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOcr, ocrAvailability, OcrError } from './index.ts';
import { charRecall, renderText } from './testing/render-text.ts';

const ocr = createOcr();
const english = 'The quick brown fox jumps over the lazy dog.';
const chinese = '长江大桥位于武汉';

describe('offline OCR (PP-OCRv4 on onnxruntime-node)', () => {
  it('reports itself available once the runtime and the models load', async () => {
    expect(await ocrAvailability()).toEqual({ available: true });
  });

  it('reads an English sentence', async () => {
    const result = await ocr.recognize(await renderText(900, 120, [{ text: english, x: 30, y: 70 }]));
    // Most characters, not all: see charRecall for why one misread glyph is tolerated.
    expect(charRecall(english, result.text)).toBeGreaterThanOrEqual(0.9);
    expect(result.text.toLowerCase()).toContain('quick brown fox');
    expect(result.lines).toHaveLength(1);
    const [x, y, w, h] = result.lines[0]!.box;
    expect(x).toBeLessThan(40);
    expect(y).toBeGreaterThan(20);
    expect(x + w).toBeGreaterThan(700);
    expect(h).toBeLessThan(80);
    expect(result.lines[0]!.score).toBeGreaterThan(0.8);
  });

  it('reads a Chinese sentence', async () => {
    const result = await ocr.recognize(await renderText(500, 120, [{ text: chinese, x: 30, y: 75, size: 40 }]));
    // 7 of the 8 characters at least.
    expect(charRecall(chinese, result.text)).toBeGreaterThanOrEqual(0.875);
    expect(result.text).toContain('长江');
  });

  it('gives rows top to bottom and the pieces of a row left to right', async () => {
    // The detector returns regions largest first; here that is the long bottom line, then the
    // right-hand word, so only a real reading order puts them as written.
    const image = await renderText(1000, 300, [
      { text: 'Left', x: 30, y: 70 },
      { text: '右边', x: 760, y: 70 },
      { text: 'A much longer second row of text', x: 30, y: 190 },
    ]);
    const result = await ocr.recognize(image);
    expect(result.lines.map((line) => line.text)).toEqual(['Left', '右边', 'A much longer second row of text']);
    expect(result.text).toBe('Left 右边\nA much longer second row of text');
  });

  it('takes raw pixels, including single-channel ones', async () => {
    const png = await renderText(500, 120, [{ text: chinese, x: 30, y: 75, size: 40 }]);
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const result = await ocr.recognize({ data, width: info.width, height: info.height, channels: 1 });
    expect(charRecall(chinese, result.text)).toBeGreaterThanOrEqual(0.875);
  });

  it('turns a photo upright by its EXIF orientation before reading', async () => {
    const upright = await renderText(700, 120, [{ text: 'Upright after rotation', x: 30, y: 75 }]);
    // Stored a quarter turn anticlockwise, tagged "rotate 90° clockwise to display" (orientation 6).
    const photo = await sharp(upright).rotate(270).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(photo).metadata()).width).toBe(120);
    const result = await ocr.recognize(photo);
    expect(charRecall('Upright after rotation', result.text)).toBeGreaterThanOrEqual(0.9);
    // In the upright picture's pixels: a wide, low box, reaching past the stored image's 120 px width.
    const [x, , w, h] = result.lines[0]!.box;
    expect(w).toBeGreaterThan(3 * h);
    expect(x + w).toBeGreaterThan(300);
  });

  it('scales a huge image down and still reports boxes in its own pixels', async () => {
    const small = createOcr({ maxSide: 1500 });
    const image = await renderText(6000, 1200, [{ text: 'Giant letters here', x: 200, y: 700, size: 400 }]);
    const result = await small.recognize(image);
    expect(charRecall('Giant letters here', result.text)).toBeGreaterThanOrEqual(0.9);
    const [x, y, w, h] = result.lines[0]!.box;
    expect(x).toBeGreaterThan(100);
    expect(x).toBeLessThan(300);
    expect(x + w).toBeGreaterThan(2500);
    expect(y + h).toBeGreaterThan(600);
    expect(y + h).toBeLessThanOrEqual(1200);
  });

  it('refuses images above the pixel limit with a typed error', async () => {
    const image = await renderText(2000, 2000, [{ text: 'big', x: 10, y: 100 }]);
    const error = await createOcr({ maxInputPixels: 1_000_000 })
      .recognize(image)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OcrError);
    expect(error).toMatchObject({ kind: 'image_too_large', key: 'ocr.imageTooLarge' });
  });

  it('answers bytes that are not an image with a typed, bilingual error', async () => {
    const png = await renderText(300, 80, [{ text: 'cut', x: 10, y: 50 }]);
    for (const bad of [Buffer.from('definitely not a picture'), png.subarray(0, 60), Buffer.alloc(0)]) {
      const error = await ocr.recognize(bad).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OcrError);
      expect(error).toMatchObject({ kind: 'undecodable_image', key: 'ocr.undecodableImage' });
      expect((error as OcrError).messages.zh_CN).toMatch(/图片/);
      expect((error as OcrError).messages.en).toMatch(/picture/);
    }
    const mismatched = { data: new Uint8Array(10), width: 4, height: 4, channels: 3 as const };
    await expect(ocr.recognize(mismatched)).rejects.toMatchObject({ kind: 'undecodable_image' });
  });

  it('serves concurrent calls, each with its own answer', async () => {
    const texts = ['Alpha bravo', '北京欢迎你', 'Charlie delta', '上海浦东机场', 'Echo foxtrot golf'];
    const images = await Promise.all(texts.map((text) => renderText(600, 100, [{ text, x: 20, y: 65 }])));
    const results = await Promise.all(images.map((image) => ocr.recognize(image)));
    results.forEach((result, i) => expect(charRecall(texts[i]!, result.text)).toBeGreaterThanOrEqual(0.8));
  });

  it('finds no text on a blank page', async () => {
    const blank = await renderText(400, 300, []);
    expect(await ocr.recognize(blank)).toEqual({ text: '', lines: [] });
  });

  it('says unavailable, with the reason, when the model files are missing', async () => {
    const models = { detection: '/nonexistent/det.onnx', recognition: '/nonexistent/rec.onnx', dictionary: '/x.txt' };
    const answer = await ocrAvailability({ models });
    expect(answer.available).toBe(false);
    expect(answer.reason).toMatch(/model files did not load/);
    const error = await createOcr({ models })
      .recognize(await renderText(100, 50, []))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', key: 'ocr.unavailable' });
  });
});
