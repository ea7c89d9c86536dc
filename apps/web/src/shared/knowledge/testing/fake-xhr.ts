/**
 * An XMLHttpRequest stand-in for uploads (the network boundary): a test sees each request,
 * reports upload progress, and answers it by hand.
 */
export class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.made.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The name of the file this request carries. */
  get fileName(): string {
    const file = this.body?.get('file');
    return file instanceof File ? file.name : '';
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: object) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  static reset() {
    FakeXhr.made = [];
  }

  static forFile(name: string): FakeXhr {
    const found = FakeXhr.made.find((xhr) => xhr.fileName === name);
    if (!found) throw new Error(`no upload of ${name}`);
    return found;
  }
}

/** The upload answer of the contract (files.ts) for a stored file. */
export const uploadedAnswer = (fileId: string, name: string) => ({
  code: 200,
  msg: 'ok',
  data: {
    uid: fileId,
    name,
    extension: name.split('.').pop() ?? '',
    size: 1000,
    sizeFormat: '1000B',
    type: 'application/octet-stream',
    audioTime: null,
    status: 'success',
    url: `/api/files/${fileId}`,
    length: null,
    fileId,
  },
});
