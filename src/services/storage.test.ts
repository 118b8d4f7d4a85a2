// The Storage SDK is mocked here to check what uploadLogo asks of it (path, content type, owner,
// progress). Real uploads need a Storage emulator, which cannot run on every machine.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { uploadLogo } from './storage';

vi.mock('firebase/storage', () => ({
  getStorage: vi.fn(() => ({})),
  connectStorageEmulator: vi.fn(),
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  uploadBytesResumable: vi.fn(),
  getDownloadURL: vi.fn(),
}));
vi.mock('./auth', () => ({ auth: () => ({ currentUser: { uid: 'ngo-uid' } }) }));

type Observer = [(s: { bytesTransferred: number; totalBytes: number }) => void, (e: unknown) => void, () => void];

const uploadMock = vi.mocked(uploadBytesResumable);
const png = new File([new Uint8Array(200)], 'logo.png', { type: 'image/png' });

function fakeTask(run: (next: Observer[0], fail: Observer[1], done: Observer[2]) => void) {
  const task = {
    snapshot: { ref: { fullPath: 'done' } },
    on: (_event: string, next: Observer[0], fail: Observer[1], done: Observer[2]) => {
      queueMicrotask(() => run(next, fail, done));
      return () => {};
    },
  };
  uploadMock.mockReturnValue(task as unknown as ReturnType<typeof uploadBytesResumable>);
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null)),
  );
  uploadMock.mockReset();
  vi.mocked(getDownloadURL).mockResolvedValue('https://storage.example/Imgs/x');
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadLogo', () => {
  it('uploads to the account’s own folder, Imgs/{uid}/{uuid}, with the content type and the uploader, reporting progress', async () => {
    fakeTask((next, _fail, done) => {
      next({ bytesTransferred: 50, totalBytes: 200 });
      next({ bytesTransferred: 200, totalBytes: 200 });
      done();
    });
    const progress: number[] = [];
    await expect(uploadLogo(png, (p) => progress.push(p))).resolves.toBe('https://storage.example/Imgs/x');

    const path = vi.mocked(ref).mock.calls[0]?.[1];
    expect(path).toMatch(/^Imgs\/ngo-uid\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uploadMock).toHaveBeenCalledWith(expect.anything(), png, {
      contentType: 'image/png',
      customMetadata: { ownerUid: 'ngo-uid' },
    });
    expect(progress).toEqual([25, 100, 100]);
  });

  it('passes the failure on', async () => {
    fakeTask((_next, fail) => fail(Object.assign(new Error('x'), { code: 'storage/unauthorized' })));
    await expect(uploadLogo(png)).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('fails at once when the Storage emulator does not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('connection refused'))),
    );
    await expect(uploadLogo(png)).rejects.toMatchObject({ code: 'storage/unknown' });
    expect(uploadMock).not.toHaveBeenCalled();
  });
});
