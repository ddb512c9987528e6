import { vi } from 'vitest';

export interface FakeXhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Stands in for XMLHttpRequest, which Uppy uses for the PUT to storage (for its upload
 * progress). Every request reports progress halfway, then answers `status` with `body`;
 * with `hold`, the answer waits for release(). Undo with vi.unstubAllGlobals().
 */
export function fakeXhr(
  answer: { status: number; body?: string; hold?: boolean } = { status: 200 },
) {
  const requests: FakeXhrRequest[] = [];
  const held: (() => void)[] = [];

  class FakeXMLHttpRequest {
    status = 0;
    statusText = '';
    responseText = '';
    response = '';
    responseType = '';
    withCredentials = false;
    readyState = 0;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request: FakeXhrRequest = { method: '', url: '', headers: {}, body: null };

    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }

    getResponseHeader() {
      return null;
    }

    abort() {}

    send(body: unknown) {
      this.request.body = body;
      requests.push(this.request);
      const total = body instanceof Blob ? body.size : 0;
      setTimeout(() => {
        const progress = { lengthComputable: true, loaded: Math.floor(total / 2), total };
        this.upload.onprogress?.(progress as ProgressEvent);
        if (answer.hold) held.push(() => this.finish());
        else this.finish();
      }, 0);
    }

    private finish() {
      setTimeout(() => {
        this.status = answer.status;
        this.statusText = answer.status === 200 ? 'OK' : 'Error';
        this.responseText = this.response = answer.body ?? '';
        this.readyState = 4;
        this.onload?.();
      }, 0);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { requests, release: () => held.splice(0).forEach((finish) => finish()) };
}
